/// A theme's mapping from every role to a palette token. Stored properties (not a dictionary)
/// so a theme cannot leave a role out.
public struct ThemeColors: Hashable, Sendable {
  public var background: Palette
  public var backgroundSecondary: Palette
  public var surface: Palette
  public var border: Palette
  public var separator: Palette
  public var textPrimary: Palette
  public var textSecondary: Palette
  public var textDisabled: Palette
  public var accent: Palette
  public var onAccent: Palette
  public var accentText: Palette
  public var secondaryFill: Palette
  public var onSecondaryFill: Palette
  public var destructive: Palette
  public var onDestructive: Palette
  public var disabledFill: Palette
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
