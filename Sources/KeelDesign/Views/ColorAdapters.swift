#if canImport(SwiftUI)
  import SwiftUI

  extension Color {
    /// A fixed sRGB colour from a KeelDesign value.
    public init(_ rgba: RGBAColor) {
      self.init(.sRGB, red: rgba.red, green: rgba.green, blue: rgba.blue, opacity: rgba.alpha)
    }

    /// A resolved component colour (already chosen for one appearance).
    public init(_ color: DSColor) {
      self.init(color.rgba)
    }

    /// A palette token's value in one appearance (previews, snapshots, fixed-appearance screens).
    public static func palette(_ token: Palette, in appearance: Appearance) -> Color {
      Color(token.color(in: appearance))
    }
  }

  extension Appearance {
    /// The appearance SwiftUI's environment is drawing in.
    public init(_ colorScheme: ColorScheme) {
      self = colorScheme == .dark ? .dark : .light
    }
  }

  extension ColorScheme {
    public init(_ appearance: Appearance) {
      self = appearance == .dark ? .dark : .light
    }
  }
#endif
