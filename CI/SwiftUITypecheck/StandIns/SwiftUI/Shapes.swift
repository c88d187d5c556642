// Stand-ins for SwiftUI's shapes, from Apple's documentation
// (https://developer.apple.com/documentation/swiftui/shape, .../insettableshape,
// .../insettableshape/strokeborder(_:linewidth:antialiased:), .../roundedrectangle, .../rectangle).
// Shapes are Sendable views whose geometry methods are nonisolated.

import Foundation

public protocol Animatable {}

public struct Path: Sendable {
  public init() {}
}

public protocol Shape: Sendable, Animatable, View {
  nonisolated func path(in rect: CGRect) -> Path
}

public protocol InsettableShape: Shape {
  associatedtype InsetShape: InsettableShape
  nonisolated func inset(by amount: CGFloat) -> Self.InsetShape
}

extension InsettableShape {
  nonisolated public func strokeBorder<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
  )
    -> some View
  {
    _standInModified()
  }
}

public enum RoundedCornerStyle: Hashable, Sendable {
  case circular, continuous
}

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

public struct Rectangle: InsettableShape {
  nonisolated public init() {}
  nonisolated public func path(in rect: CGRect) -> Path { Path() }
  nonisolated public func inset(by amount: CGFloat) -> Rectangle { self }
  public typealias Body = Never
  public var body: Never { primitiveBody() }
}
