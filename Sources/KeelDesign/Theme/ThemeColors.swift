/// A theme's mapping from every role to a palette token. Stored properties (not a dictionary)
/// so a theme cannot leave a role out.
public struct ThemeColors: Hashable, Sendable {
  /// The token of ``ThemeRole/background``.
  public var background: Palette
  /// The token of ``ThemeRole/backgroundSecondary``.
  public var backgroundSecondary: Palette
  /// The token of ``ThemeRole/surface``.
  public var surface: Palette
  /// The token of ``ThemeRole/border``.
  public var border: Palette
  /// The token of ``ThemeRole/separator``.
  public var separator: Palette
  /// The token of ``ThemeRole/textPrimary``.
  public var textPrimary: Palette
  /// The token of ``ThemeRole/textSecondary``.
  public var textSecondary: Palette
  /// The token of ``ThemeRole/textDisabled``.
  public var textDisabled: Palette
  /// The token of ``ThemeRole/accent``.
  public var accent: Palette
  /// The token of ``ThemeRole/onAccent``.
  public var onAccent: Palette
  /// The token of ``ThemeRole/accentText``.
  public var accentText: Palette
  /// The token of ``ThemeRole/secondaryFill``.
  public var secondaryFill: Palette
  /// The token of ``ThemeRole/onSecondaryFill``.
  public var onSecondaryFill: Palette
  /// The token of ``ThemeRole/destructive``.
  public var destructive: Palette
  /// The token of ``ThemeRole/onDestructive``.
  public var onDestructive: Palette
  /// The token of ``ThemeRole/disabledFill``.
  public var disabledFill: Palette
  /// The token of ``ThemeRole/selectedFill``.
  public var selectedFill: Palette

  /// A theme names the token of every role in one exhaustive `switch`, so adding a role to
  /// `ThemeRole` breaks every theme until it says which token the role uses.
  public init(_ token: (ThemeRole) -> Palette) {
    background = token(.background)
    backgroundSecondary = token(.backgroundSecondary)
    surface = token(.surface)
    border = token(.border)
    separator = token(.separator)
    textPrimary = token(.textPrimary)
    textSecondary = token(.textSecondary)
    textDisabled = token(.textDisabled)
    accent = token(.accent)
    onAccent = token(.onAccent)
    accentText = token(.accentText)
    secondaryFill = token(.secondaryFill)
    onSecondaryFill = token(.onSecondaryFill)
    destructive = token(.destructive)
    onDestructive = token(.onDestructive)
    disabledFill = token(.disabledFill)
    selectedFill = token(.selectedFill)
  }

  /// The token of `role`.
  public subscript(role: ThemeRole) -> Palette {
    get {
      switch role {
      case .background: background
      case .backgroundSecondary: backgroundSecondary
      case .surface: surface
      case .border: border
      case .separator: separator
      case .textPrimary: textPrimary
      case .textSecondary: textSecondary
      case .textDisabled: textDisabled
      case .accent: accent
      case .onAccent: onAccent
      case .accentText: accentText
      case .secondaryFill: secondaryFill
      case .onSecondaryFill: onSecondaryFill
      case .destructive: destructive
      case .onDestructive: onDestructive
      case .disabledFill: disabledFill
      case .selectedFill: selectedFill
      }
    }
    set {
      switch role {
      case .background: background = newValue
      case .backgroundSecondary: backgroundSecondary = newValue
      case .surface: surface = newValue
      case .border: border = newValue
      case .separator: separator = newValue
      case .textPrimary: textPrimary = newValue
      case .textSecondary: textSecondary = newValue
      case .textDisabled: textDisabled = newValue
      case .accent: accent = newValue
      case .onAccent: onAccent = newValue
      case .accentText: accentText = newValue
      case .secondaryFill: secondaryFill = newValue
      case .onSecondaryFill: onSecondaryFill = newValue
      case .destructive: destructive = newValue
      case .onDestructive: onDestructive = newValue
      case .disabledFill: disabledFill = newValue
      case .selectedFill: selectedFill = newValue
      }
    }
  }
}
