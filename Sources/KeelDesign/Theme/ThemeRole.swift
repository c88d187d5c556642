/// What a colour is for. Components ask a theme for roles, never for palette tokens, so a theme
/// can restyle every component by mapping roles to other tokens.
public enum ThemeRole: String, CaseIterable, Hashable, Sendable {
  /// The screen behind everything.
  case background
  /// Grouped-list and secondary screen backgrounds.
  case backgroundSecondary
  /// List rows and glass cards (elevated and outlined cards sit on `background`, filled ones
  /// on `backgroundSecondary`).
  case surface
  case border
  case separator
  case textPrimary
  case textSecondary
  case textDisabled
  /// The fill of primary buttons.
  case accent
  /// Labels on `accent`.
  case onAccent
  /// Accent-coloured text on backgrounds and surfaces: links, borderless buttons, checkmarks.
  case accentText
  /// The fill of secondary buttons.
  case secondaryFill
  case onSecondaryFill
  /// The fill of destructive buttons.
  case destructive
  case onDestructive
  /// The fill of disabled controls; `textDisabled` is drawn on it.
  case disabledFill
  /// A selected list row.
  case selectedFill
}
