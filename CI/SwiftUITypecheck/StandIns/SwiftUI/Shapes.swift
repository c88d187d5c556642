// Stand-ins for SwiftUI's shapes. Sources: see View.swift.
// Shapes are Sendable views whose geometry methods are nonisolated.

import Foundation

// doc: animatable.
public protocol Animatable {}

// doc: path (`@frozen public struct Path : Equatable, LosslessStringConvertible, @unchecked Sendable`).
public struct Path: Sendable {
  public init() {}
}

// doc: shape (`public protocol Shape : Sendable, Animatable, View`, `nonisolated func path(in:)`).
public protocol Shape: Sendable, Animatable, View {
  nonisolated func path(in rect: CGRect) -> Path
}

// doc: insettableshape.
public protocol InsettableShape: Shape {
  associatedtype InsetShape: InsettableShape
  nonisolated func inset(by amount: CGFloat) -> Self.InsetShape
}

extension InsettableShape {
  // doc: insettableshape/strokeborder(_:linewidth:antialiased:).
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

// doc: roundedrectangle.
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

// doc: rectangle; SwiftUICore.swiftinterface: `extension Rectangle : BitwiseCopyable {}`.
public struct Rectangle: InsettableShape {
  nonisolated public init() {}
  nonisolated public func path(in rect: CGRect) -> Path { Path() }
  nonisolated public func inset(by amount: CGFloat) -> Rectangle { self }
  public typealias Body = Never
  public var body: Never { primitiveBody() }
}
