/// Light or dark: every colour token has a value for each.
public enum Appearance: String, CaseIterable, Hashable, Sendable {
  /// Light appearance.
  case light
  /// Dark appearance.
  case dark
}
