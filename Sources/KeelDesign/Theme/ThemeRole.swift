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
  /// Outlines of cards, fields and secondary buttons.
  case border
  /// Lines between list rows.
  case separator
  /// Body text and titles.
  case textPrimary
  /// Subtitles and supporting text.
  case textSecondary
  /// Text of disabled controls.
  case textDisabled
  /// The fill of primary buttons.
  case accent
  /// Labels on `accent`.
  case onAccent
  /// Accent-coloured text on backgrounds and surfaces: links, borderless buttons, checkmarks.
  case accentText
  /// The fill of secondary buttons.
  case secondaryFill
  /// Labels on `secondaryFill`.
  case onSecondaryFill
  /// The fill of destructive buttons.
  case destructive
  /// Labels on `destructive`.
  case onDestructive
  /// The fill of disabled controls; `textDisabled` is drawn on it.
  case disabledFill
  /// A selected list row.
  case selectedFill
}
