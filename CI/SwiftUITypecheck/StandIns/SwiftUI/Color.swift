// Stand-ins for SwiftUI's colours and shape styles, from Apple's documentation
// (https://developer.apple.com/documentation/swiftui/color, .../color/init(_:red:green:blue:opacity:),
// .../shapestyle, .../colorscheme).

public protocol ShapeStyle: Sendable {}

// As in SwiftUI, `Color` itself is nonisolated (colours are made anywhere, e.g. in static lets);
// only its `View` conformance, declared in an extension, is main-actor isolated.
public struct Color: Hashable, Sendable {
  public enum RGBColorSpace: Hashable, Sendable {
    case sRGB, sRGBLinear, displayP3
  }

  public init(
    _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
  ) {}
}

extension Color: ShapeStyle {}

extension Color: View {
  public typealias Body = Never
  public var body: Never { primitiveBody() }
}

public enum ColorScheme: CaseIterable, Hashable, Sendable {
  case light, dark
}
