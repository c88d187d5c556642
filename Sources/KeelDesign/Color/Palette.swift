/// Seed 000's colour palette: one enum for SwiftUI (`Color.palette(.black500)`), UIKit
/// (`UIColor.palette(.primary100)`) and everything platform-neutral. Every token has a light and a
/// dark value; `StyleGuidePage` shows them side by side.
///
/// The seed names the tokens but gives no values, so these are Keel's, chosen by one rule each:
/// - `black50`…`black900`: a neutral ramp from near-white to near-black. In dark appearance the
///   ramp is mirrored (`black50` ↔ `black900`, `black400` ↔ `black500`), so a step keeps its
///   contrast against the background: `.black500` text stays readable in both.
/// - `white`, `white50`…`white200`: appearance-independent whites for content on coloured fills
///   and imagery; identical in light and dark.
/// - `primary50`…`primary900` (blue) and `secondary100`…`secondary500` (magenta): tint steps
///   (primary 50–300, secondary 100–300) become deep tints of the hue in dark; fill steps (primary
///   500–600, secondary 500) stay saturated and carry a white label at 4.5:1 or more in both
///   (primary400 is a lighter fill for icons and large text); text steps (primary 700–900,
///   secondary 400) become light tints that read on dark backgrounds.
/// - `success`, `warning`, `error`: `100` is a tint for backgrounds (dark tint in dark), `500` the
///   signal colour (`error500` dark enough for a white label, as destructive buttons need).
/// - `background`, `backgroundSecondary`: iOS's system and secondary system background values;
///   `textPrimary`, `textSecondary`, `textDisabled`: chosen for WCAG contrast on both backgrounds
///   (4.5:1 for text, 3:1 for disabled text); `ContrastAuditTests` proves it for every theme.
public enum Palette: String, CaseIterable, Hashable, Sendable {
  /// The neutral ramp, near-white to near-black; mirrored in dark appearance.
  case black50, black100, black200, black300, black400, black500, black600, black700, black800, black900
  /// Whites for content on coloured fills and imagery, the same in both appearances.
  case white, white50, white100, white200
  /// The primary (blue) steps: tints 50–300, fills 400–600, text 700–900.
  case primary50, primary100, primary200, primary300, primary400, primary500, primary600, primary700, primary800
  /// The darkest primary text step.
  case primary900
  /// The secondary (magenta) steps: tints 100–300, text 400, fill 500.
  case secondary100, secondary200, secondary300, secondary400, secondary500
  /// Status colours: `100` a background tint, `500` the signal colour.
  case success100, success500, warning100, warning500, error100, error500
  /// Semantic colours: iOS's system backgrounds and text colours chosen for WCAG contrast on them.
  case background, backgroundSecondary, textPrimary, textSecondary, textDisabled

  /// The family a token belongs to, for grouping in the style guide.
  public enum Group: String, CaseIterable, Sendable {
    /// The token family of the same name.
    case neutral, white, primary, secondary, status, semantic
  }

  /// The family the token belongs to.
  public var group: Group {
    switch self {
    case .black50, .black100, .black200, .black300, .black400, .black500, .black600, .black700, .black800,
      .black900:
      .neutral
    case .white, .white50, .white100, .white200: .white
    case .primary50, .primary100, .primary200, .primary300, .primary400, .primary500, .primary600, .primary700,
      .primary800, .primary900:
      .primary
    case .secondary100, .secondary200, .secondary300, .secondary400, .secondary500: .secondary
    case .success100, .success500, .warning100, .warning500, .error100, .error500: .status
    case .background, .backgroundSecondary, .textPrimary, .textSecondary, .textDisabled: .semantic
    }
  }

  /// The token's value in light appearance.
  public var light: RGBAColor { RGBAColor(rgb: hex.light) }
  /// The token's value in dark appearance.
  public var dark: RGBAColor { RGBAColor(rgb: hex.dark) }

  /// The token's value in `appearance`.
  public func color(in appearance: Appearance) -> RGBAColor {
    switch appearance {
    case .light: light
    case .dark: dark
    }
  }

  /// The token's value in `appearance`, named after the token.
  public func resolved(in appearance: Appearance) -> DSColor {
    DSColor(name: rawValue, rgba: color(in: appearance))
  }

  /// The neutral ramp from light to dark; dark appearance reads it backwards.
  private static let neutralRamp: [UInt32] = [
    0xF7F7F8, 0xEEEEF0, 0xDCDCE0, 0xC2C2C8, 0x9A9AA3, 0x6E6E78, 0x55555E, 0x3F3F46, 0x27272B, 0x121214,
  ]

  private func neutral(_ index: Int) -> (light: UInt32, dark: UInt32) {
    (Self.neutralRamp[index], Self.neutralRamp[Self.neutralRamp.count - 1 - index])
  }

  private var hex: (light: UInt32, dark: UInt32) {
    switch self {
    case .black50: neutral(0)
    case .black100: neutral(1)
    case .black200: neutral(2)
    case .black300: neutral(3)
    case .black400: neutral(4)
    case .black500: neutral(5)
    case .black600: neutral(6)
    case .black700: neutral(7)
    case .black800: neutral(8)
    case .black900: neutral(9)
    case .white: (0xFFFFFF, 0xFFFFFF)
    case .white50: (0xFAFAFA, 0xFAFAFA)
    case .white100: (0xF5F5F5, 0xF5F5F5)
    case .white200: (0xEBEBEB, 0xEBEBEB)
    case .primary50: (0xEEF4FF, 0x0E1629)
    case .primary100: (0xDBE7FE, 0x13213F)
    case .primary200: (0xBCD3FD, 0x1B315E)
    case .primary300: (0x8EB4FB, 0x274585)
    case .primary400: (0x5B8DF6, 0x3F6FE8)
    case .primary500: (0x3068EE, 0x3566E0)
    case .primary600: (0x1F52D4, 0x2A5BD0)
    case .primary700: (0x1B42AA, 0xA9C5FC)
    case .primary800: (0x1C3987, 0xC9DBFE)
    case .primary900: (0x1B2F63, 0xE4EDFF)
    case .secondary100: (0xFCE7F3, 0x2E0D1F)
    case .secondary200: (0xF6BDDA, 0x4F1838)
    case .secondary300: (0xE879B0, 0x8A2A5D)
    case .secondary400: (0xAD2870, 0xF39AC6)
    case .secondary500: (0x8E1B59, 0xB02C72)
    case .success100: (0xE6F6EA, 0x0E2A17)
    case .success500: (0x1A7F37, 0x4CC26E)
    case .warning100: (0xFFF4E0, 0x33230A)
    case .warning500: (0xB45309, 0xF5A524)
    case .error100: (0xFDE8E8, 0x3A1113)
    case .error500: (0xC0262D, 0xD12F36)
    case .background: (0xFFFFFF, 0x000000)
    case .backgroundSecondary: (0xF2F2F7, 0x1C1C1E)
    case .textPrimary: (0x111114, 0xF4F4F5)
    case .textSecondary: (0x55555E, 0xA1A1AA)
    case .textDisabled: (0x7C7C85, 0x7A7A83)
    }
  }
}
