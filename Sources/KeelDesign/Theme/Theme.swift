/// A look for the whole app: colours by role, corner shapes and the font design. Components
/// resolve their styles from the theme in the environment, so switching themes at run time
/// (`ThemeStore.select`) restyles everything.
public struct Theme: Identifiable, Hashable, Sendable {
  public let id: String
  public var name: String
  public var colors: ThemeColors
  /// Corner radius of buttons and other controls.
  public var controlRadius: DSRadii
  /// Corner radius of cards and grouped rows.
  public var cardRadius: DSRadii
  public var fontDesign: FontDesign

  public init(
    id: String, name: String, colors: ThemeColors, controlRadius: DSRadii, cardRadius: DSRadii,
    fontDesign: FontDesign
  ) {
    self.id = id
    self.name = name
    self.colors = colors
    self.controlRadius = controlRadius
    self.cardRadius = cardRadius
    self.fontDesign = fontDesign
  }

  /// The colour `role` has in this theme and appearance, named after its token.
  public func color(_ role: ThemeRole, in appearance: Appearance) -> DSColor {
    colors[role].resolved(in: appearance)
  }
}

// MARK: - Built-in themes

extension Theme {
  /// Every built-in theme, in the order the style guide shows them.
  public static let builtIn: [Theme] = [.standard, .petal, .highContrast]

  /// Keel's default: blue accent, iOS-like backgrounds, medium corners.
  public static let standard = Theme(
    id: "standard", name: "Standard",
    colors: ThemeColors(
      background: .background, backgroundSecondary: .backgroundSecondary, surface: .backgroundSecondary,
      border: .black200, separator: .black100, textPrimary: .textPrimary, textSecondary: .textSecondary,
      textDisabled: .textDisabled, accent: .primary600, onAccent: .white, accentText: .primary700,
      secondaryFill: .primary100, onSecondaryFill: .primary700, destructive: .error500, onDestructive: .white,
      disabledFill: .black100, selectedFill: .primary50),
    controlRadius: .md, cardRadius: .lg, fontDesign: .default)

  /// A softer brand look (seed 002's "CloudPetal"): magenta accent, rounded type, pill buttons.
  public static let petal = Theme(
    id: "petal", name: "Petal",
    colors: ThemeColors(
      background: .background, backgroundSecondary: .backgroundSecondary, surface: .backgroundSecondary,
      border: .secondary200, separator: .black100, textPrimary: .textPrimary, textSecondary: .textSecondary,
      textDisabled: .textDisabled, accent: .secondary500, onAccent: .white, accentText: .secondary400,
      secondaryFill: .secondary100, onSecondaryFill: .secondary400, destructive: .error500,
      onDestructive: .white, disabledFill: .black100, selectedFill: .secondary100),
    controlRadius: .pill, cardRadius: .xl, fontDesign: .rounded)

  /// For people who need more contrast: near-primary secondary text, strong borders and
  /// separators, neutral secondary buttons, square-ish corners.
  public static let highContrast = Theme(
    id: "high-contrast", name: "High contrast",
    colors: ThemeColors(
      background: .background, backgroundSecondary: .backgroundSecondary, surface: .background,
      border: .black900, separator: .black700, textPrimary: .textPrimary, textSecondary: .black800,
      textDisabled: .black600, accent: .primary600, onAccent: .white, accentText: .primary700,
      secondaryFill: .black100, onSecondaryFill: .black900, destructive: .error500, onDestructive: .white,
      disabledFill: .black100, selectedFill: .primary100),
    controlRadius: .xs, cardRadius: .sm, fontDesign: .default)
}
