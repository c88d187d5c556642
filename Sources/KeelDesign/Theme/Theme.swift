/// A look for the whole app: colours by role, corner shapes and the font design. Components
/// resolve their styles from the theme in the environment, so switching themes at run time
/// (`ThemeStore.select`) restyles everything.
public struct Theme: Identifiable, Hashable, Sendable {
  public let id: String
  /// The name shown to people.
  public var name: String
  /// The token of every role.
  public var colors: ThemeColors
  /// Corner radius of buttons and other controls.
  public var controlRadius: DSRadii
  /// Corner radius of cards and grouped rows.
  public var cardRadius: DSRadii
  /// The font design of all text.
  public var fontDesign: FontDesign

  /// A theme with identifier `id`, shown as `name`.
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
    colors: ThemeColors { role in
      switch role {
      case .background: .background
      case .backgroundSecondary: .backgroundSecondary
      case .surface: .backgroundSecondary
      case .border: .black200
      case .separator: .black100
      case .textPrimary: .textPrimary
      case .textSecondary: .textSecondary
      case .textDisabled: .textDisabled
      case .accent: .primary600
      case .onAccent: .white
      case .accentText: .primary700
      case .secondaryFill: .primary100
      case .onSecondaryFill: .primary700
      case .destructive: .error500
      case .onDestructive: .white
      case .disabledFill: .black100
      case .selectedFill: .primary50
      }
    },
    controlRadius: .md, cardRadius: .lg, fontDesign: .default)

  /// A softer brand look (seed 002's "CloudPetal"): magenta accent, rounded type, pill buttons.
  public static let petal = Theme(
    id: "petal", name: "Petal",
    colors: ThemeColors { role in
      switch role {
      case .background: .background
      case .backgroundSecondary: .backgroundSecondary
      case .surface: .backgroundSecondary
      case .border: .secondary200
      case .separator: .black100
      case .textPrimary: .textPrimary
      case .textSecondary: .textSecondary
      case .textDisabled: .textDisabled
      case .accent: .secondary500
      case .onAccent: .white
      case .accentText: .secondary400
      case .secondaryFill: .secondary100
      case .onSecondaryFill: .secondary400
      case .destructive: .error500
      case .onDestructive: .white
      case .disabledFill: .black100
      case .selectedFill: .secondary100
      }
    },
    controlRadius: .pill, cardRadius: .xl, fontDesign: .rounded)

  /// For people who need more contrast: near-primary secondary text, strong borders and
  /// separators, neutral secondary buttons, square-ish corners.
  public static let highContrast = Theme(
    id: "high-contrast", name: "High contrast",
    colors: ThemeColors { role in
      switch role {
      case .background: .background
      case .backgroundSecondary: .backgroundSecondary
      case .surface: .background
      case .border: .black900
      case .separator: .black700
      case .textPrimary: .textPrimary
      case .textSecondary: .black800
      case .textDisabled: .black600
      case .accent: .primary600
      case .onAccent: .white
      case .accentText: .primary700
      case .secondaryFill: .black100
      case .onSecondaryFill: .black900
      case .destructive: .error500
      case .onDestructive: .white
      case .disabledFill: .black100
      case .selectedFill: .primary100
      }
    },
    controlRadius: .xs, cardRadius: .sm, fontDesign: .default)
}
