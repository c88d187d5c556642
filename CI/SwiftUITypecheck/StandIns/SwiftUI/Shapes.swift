// Stand-ins for SwiftUI's shapes. Sources: see View.swift.
// Shapes are Sendable views whose geometry methods are nonisolated.

import Foundation

// doc: animatable.
public protocol Animatable {}

// SwiftUICore.swiftinterface (iOS 18.0): `@frozen public struct Path : Equatable,
// LosslessStringConvertible, @unchecked Sendable` with `public init()`.
public struct Path: Sendable {
  public init() {}
}

// SwiftUICore.swiftinterface (iOS 18.0): `public protocol Shape : Sendable, Animatable, View,
// _RemoveGlobalActorIsolation` with `nonisolated func path(in:)`. The marker protocol is isolated
// to a second global actor, so a shape (ours or an app's) is not inferred `@MainActor` from View:
// its members are nonisolated unless it says otherwise. Declared as SwiftUICore declares it
// (`@globalActor public actor _ImpossibleActor`, `@_marker @_ImpossibleActor public protocol
// _RemoveGlobalActorIsolation`; read in OpenSwiftUICore's ImpossibleActor.swift, audited for iOS 18.0).
@globalActor
public actor _ImpossibleActor {
  public static let shared = _ImpossibleActor()
}

@_marker @_ImpossibleActor
public protocol _RemoveGlobalActorIsolation {}

public protocol Shape: Sendable, Animatable, View, _RemoveGlobalActorIsolation {
  nonisolated func path(in rect: CGRect) -> Path
}

// A shape draws its path: conformers write `path(in:)` only. (SwiftUI gives Shape a default body of
// its own `_ShapeView` type, per doc: shape; the stand-ins' primitive body is Never.)
extension Shape {
  @MainActor @preconcurrency public var body: Never { primitiveBody() }
}

// SwiftUICore.swiftinterface (iOS 18.0): `public protocol InsettableShape : Shape` with
// `nonisolated func inset(by:) -> Self.InsetShape`.
public protocol InsettableShape: Shape {
  associatedtype InsetShape: InsettableShape
  nonisolated func inset(by amount: CGFloat) -> Self.InsetShape
}

extension InsettableShape {
  // SwiftUICore.swiftinterface (iOS 18.0): `@inlinable @_disfavoredOverload public func
  // strokeBorder<S>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View
  // where S : ShapeStyle` (nonisolated: shapes carry no global actor, see Shape).
  @_disfavoredOverload
  nonisolated public func strokeBorder<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
  )
    -> some View
  {
    _standInModified()
  }
}

// doc: roundedcornerstyle; SwiftUICore.swiftinterface: Equatable and Hashable extensions.
public enum RoundedCornerStyle: Hashable, Sendable {
  case circular, continuous
}

// SwiftUICore.swiftinterface (iOS 18.0): `@frozen public struct RoundedRectangle : Shape` with
// `public var cornerSize`, `public var style` and `@inlinable nonisolated public init(cornerRadius:
// CGFloat, style: RoundedCornerStyle = .continuous)`.
public struct RoundedRectangle: InsettableShape {
  public var cornerSize: CGSize
  public var style: RoundedCornerStyle

  nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    self.style = style
  }

  nonisolated public func path(in rect: CGRect) -> Path { Path() }
  nonisolated public func inset(by amount: CGFloat) -> RoundedRectangle { self }
  public typealias Body = Never
  public var body: Never { primitiveBody() }
}

// SwiftUICore.swiftinterface (iOS 18.0): `@frozen public struct Rectangle : Shape`, `@inlinable
// nonisolated public init()`, and `extension Rectangle : InsettableShape`.
public struct Rectangle: InsettableShape {
  nonisolated public init() {}
  nonisolated public func path(in rect: CGRect) -> Path { Path() }
  nonisolated public func inset(by amount: CGFloat) -> Rectangle { self }
  public typealias Body = Never
  public var body: Never { primitiveBody() }
}
