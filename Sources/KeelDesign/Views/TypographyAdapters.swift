#if canImport(SwiftUI)
  import Foundation
  import SwiftUI

  extension View {
    /// Seed 000's `Text("Title").typography(.title1.bold)`: the style's size and weight in the
    /// theme's font design, scaled with the style's Dynamic Type text style.
    public func typography(_ typography: Typography) -> some View {
      modifier(TypographyModifier(typography))
    }
  }

  extension Font {
    /// `typography` at a fixed `size` (default: its unscaled size); `.typography(_:)` on a view
    /// passes the Dynamic Type-scaled size.
    public static func typography(
      _ typography: Typography, design: FontDesign = .default, size: CGFloat? = nil
    )
      -> Font
    {
      .system(
        size: size ?? CGFloat(typography.size), weight: Font.Weight(typography.weight), design: Font.Design(design))
    }
  }

  private struct KeelFontResolverKey: EnvironmentKey {
    static let defaultValue: FontResolver? = nil
  }

  extension EnvironmentValues {
    /// The bundled font family's resolver; `nil` (the default) sets text in the system font.
    public var keelFontResolver: FontResolver? {
      get { self[KeelFontResolverKey.self] }
      set { self[KeelFontResolverKey.self] = newValue }
    }
  }

  extension View {
    /// Sets `.typography(_:)` text below in `resolver`'s family (seed 000's `FontFamily`), e.g.
    /// `.keelFonts(FontResolver(family: .brand, availability: SystemFontAvailability()))` at the
    /// app's root. Sizes still scale with Dynamic Type.
    public func keelFonts(_ resolver: FontResolver) -> some View {
      environment(\.keelFontResolver, resolver)
    }
  }

  /// Scales the style's size with `@ScaledMetric` relative to its text style, then sets the font:
  /// the bundled face the resolver picks at that (already scaled, hence fixed) size, else the
  /// system font in the theme's design.
  struct TypographyModifier: ViewModifier {
    let typography: Typography
    @ScaledMetric private var size: CGFloat
    @Environment(\.keelTheme) private var theme
    @Environment(\.keelFontResolver) private var fontResolver

    init(_ typography: Typography) {
      self.typography = typography
      _size = ScaledMetric(
        wrappedValue: CGFloat(typography.size), relativeTo: Font.TextStyle(typography.dynamicTypeStyle))
    }

    @ViewBuilder
    func body(content: Content) -> some View {
      if case .custom(let postScriptName) = fontResolver?.face(for: typography.weight) {
        content.font(.custom(postScriptName, fixedSize: size))
      } else {
        content.font(.typography(typography, design: theme.fontDesign, size: size))
      }
    }
  }

  extension Font.Weight {
    public init(_ weight: FontWeight) {
      switch weight {
      case .regular: self = .regular
      case .medium: self = .medium
      case .semibold: self = .semibold
      case .bold: self = .bold
      }
    }
  }

  extension Font.Design {
    public init(_ design: FontDesign) {
      switch design {
      case .default: self = .default
      case .rounded: self = .rounded
      case .serif: self = .serif
      case .monospaced: self = .monospaced
      }
    }
  }

  extension Font.TextStyle {
    public init(_ style: DynamicTypeStyle) {
      switch style {
      case .largeTitle: self = .largeTitle
      case .title: self = .title
      case .title2: self = .title2
      case .title3: self = .title3
      case .headline: self = .headline
      case .body: self = .body
      case .callout: self = .callout
      case .subheadline: self = .subheadline
      case .footnote: self = .footnote
      case .caption: self = .caption
      case .caption2: self = .caption2
      }
    }
  }
#endif
