// Stand-ins for SwiftUI's layout and drawing modifiers. Sources: see View.swift.

import Foundation

// SwiftUICore.swiftinterface (iOS 18.0): `@frozen public enum Edge : Int8, CaseIterable` with
// `@frozen public struct Set : OptionSet` and `static let top, leading, bottom, trailing, all,
// horizontal, vertical`; frozen, so Sendable.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
  case top, leading, bottom, trailing

  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let leading = Set(rawValue: 2)
    public static let bottom = Set(rawValue: 4)
    public static let trailing = Set(rawValue: 8)
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
  }
}

// SwiftUICore.swiftinterface (iOS 18.0): `@frozen public struct UnitPoint : Hashable`, `@inlinable
// public init(x:y:)`, `public static let center` (and others), `extension UnitPoint : Sendable {}`.
public struct UnitPoint: Hashable, Sendable {
  public var x: CGFloat
  public var y: CGFloat
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
  public static let center = UnitPoint(x: 0.5, y: 0.5)
}

// SwiftUICore.swiftinterface (iOS 18.0): `@frozen public struct FillStyle : Equatable`, `@inlinable
// public init(eoFill: Bool = false, antialiased: Bool = true)`, `extension FillStyle : Sendable {}`.
public struct FillStyle: Equatable, Sendable {
  public var isEOFilled: Bool
  public var isAntialiased: Bool
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

extension View {
  // SwiftUICore.swiftinterface (iOS 18.0): `@inlinable nonisolated public func padding(_ edges:
  // Edge.Set = .all, _ length: CGFloat? = nil)` and `padding(_ length: CGFloat)`.
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    _standInModified(edges, length)
  }

  nonisolated public func padding(_ length: CGFloat) -> some View { _standInModified(length) }

  // doc: view/frame(width:height:alignment:).
  nonisolated public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  )
    -> some View
  {
    let sizes: [(String, CGFloat?)] = [("width", width), ("height", height)]
    return _standInModified(arguments: sizes.filter { $0.1 != nil }.map { LabeledArgument($0.0, $0.1) })
  }

  // doc: view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:).
  nonisolated public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    let bounds: [(String, CGFloat?)] = [
      ("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth), ("minHeight", minHeight),
      ("idealHeight", idealHeight), ("maxHeight", maxHeight),
    ]
    return _standInModified(arguments: bounds.filter { $0.1 != nil }.map { LabeledArgument($0.0, $0.1) })
  }

  // SwiftUICore.swiftinterface (iOS 18.0): `@inlinable nonisolated public func background<S>(_ style:
  // S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S : ShapeStyle`.
  nonisolated public func background<S: ShapeStyle>(
    _ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all
  )
    -> some View
  {
    _standInModified(style)
  }

  // SwiftUICore.swiftinterface (iOS 18.0): `@inlinable nonisolated public func background<S, T>(_
  // style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View where S : ShapeStyle, T :
  // Shape`.
  nonisolated public func background<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    _standInModified(style, LabeledArgument("in", shape))
  }

  // SwiftUICore.swiftinterface (iOS 18.0): `@inlinable nonisolated public func background<V>(alignment:
  // Alignment = .center, @ViewBuilder content: () -> V) -> some View where V : View` (iOS 15, macOS 12).
  nonisolated public func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  )
    -> some View
  {
    _standInModified { $0.content = [ViewBox(content())] }
  }

  // SwiftUICore.swiftinterface (iOS 18.0): `@inlinable nonisolated public func overlay<V>(alignment:
  // Alignment = .center, @ViewBuilder content: () -> V) -> some View where V : View`.
  nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    _standInModified { $0.content = [ViewBox(content())] }
  }

  // SwiftUICore.swiftinterface (iOS 18.0): `@inlinable nonisolated public func shadow(color: Color =
  // Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)`.
  nonisolated public func shadow(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> some View {
    _standInModified()
  }

  // doc: view/scaleeffect(_:anchor:)-7q7as.
  nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { _standInModified() }

  // SwiftUICore.swiftinterface (iOS 18.0): `@inlinable nonisolated public func opacity(_ opacity:
  // Double) -> some View`.
  nonisolated public func opacity(_ opacity: Double) -> some View { _standInModified(opacity) }

  // SwiftUICore.swiftinterface (iOS 18.0): `@inlinable nonisolated public func foregroundColor(_
  // color: Color?) -> some View` (deprecated only from a future release, `deprecated: 100000.0`).
  nonisolated public func foregroundColor(_ color: Color?) -> some View { _standInModified(color) }
}
