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
  ) {
    storedDescription = ColorDescription.hex([red, green, blue], opacity: opacity)
  }
  public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    storedDescription = ColorDescription.hex([white, white, white], opacity: opacity)
  }
  /// What the view tree shows: `#RRGGBB`, with the opacity when not 1.
  let storedDescription: String
}

/// Colours as the view tree writes them, so a wrong colour shows in a snapshot.
enum ColorDescription {
  static func hex(_ components: [Double], opacity: Double) -> String {
    let digits = components.map { component -> String in
      let byte = Int((min(max(component, 0), 1) * 255).rounded())
      let hex = String(byte, radix: 16, uppercase: true)
      return hex.count == 1 ? "0" + hex : hex
    }
    let base = "#" + digits.joined()
    return opacity == 1 ? base : base + " opacity \(opacity)"
  }
}

extension Color: _PrimitiveView {
  func _nodes(in environment: EnvironmentValues) -> [ViewNode] {
    [ViewEvaluator.node("Color", [("color", storedDescription)], in: environment)]
  }
}

// doc: color (`CustomStringConvertible`, as the declaration quoted above lists it); the harness's
// description is its own (`#RRGGBB`), Apple's is not specified.
extension Color: CustomStringConvertible {
  public var description: String { storedDescription }
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
