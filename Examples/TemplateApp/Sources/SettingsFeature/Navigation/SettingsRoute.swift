/// Where the Settings tab can be: what deep links (`<scheme>://profile`), restoration and tests
/// speak (DESIGN: routes and screens). The coordinator turns a route into a screen or a
/// presented sub-flow through the factory.
public enum SettingsRoute: Hashable, Codable, Sendable {
  /// The settings list, the tab's root.
  case settings
  /// The language list, pushed.
  case language
  /// Themes and appearance, pushed.
  case theme
  /// The Profile sub-flow, presented over Settings.
  case profile
  /// The Profile sub-flow with its editor open.
  case editProfile
}
