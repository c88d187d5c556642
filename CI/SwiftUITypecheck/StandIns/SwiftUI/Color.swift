// Stand-ins for SwiftUI's colours and shape styles. Sources: see View.swift.

// doc: shapestyle (`public protocol ShapeStyle : Sendable`; SwiftUICore.swiftinterface's
// gradients conform as `ShapeStyle, View, Sendable`).
public protocol ShapeStyle: Sendable {}

// As in SwiftUI, `Color` itself is nonisolated (colours are made anywhere, e.g. in static lets);
// only its `View` conformance, declared in an extension, is main-actor isolated.
// doc: color (`@frozen public struct Color : Hashable, CustomStringConvertible, Sendable`).
public struct Color: Hashable, Sendable {
  // doc: color/rgbcolorspace; SwiftUICore.swiftinterface: Equatable and Hashable extensions.
  public enum RGBColorSpace: Hashable, Sendable {
    case sRGB, sRGBLinear, displayP3
  }

  // SwiftUICore.swiftinterface (iOS 18.0): `public init(_ colorSpace: Color.RGBColorSpace = .sRGB,
  // red: Double, green: Double, blue: Double, opacity: Double = 1)` and `public init(_ colorSpace:
  // Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1)`.
  public init(
    _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
  ) {}
  public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {}
}

// SwiftUICore.swiftinterface: `extension Color : ShapeStyle`.
extension Color: ShapeStyle {}

// SwiftUICore.swiftinterface (iOS 18.0): `extension Color : View { public typealias Body = Never }`.
extension Color: View {
  public typealias Body = Never
  public var body: Never { primitiveBody() }
}

// doc: colorscheme; SwiftUICore.swiftinterface: Equatable and Hashable extensions.
public enum ColorScheme: CaseIterable, Hashable, Sendable {
  case light, dark
}
