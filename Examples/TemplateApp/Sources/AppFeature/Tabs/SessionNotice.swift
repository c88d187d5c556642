import SettingsFeature

/// A notice a tab passed up to the root (which hands it to the signed-in scope's toast centre).
/// Items and Favorites raise theirs on the toast centre their factory gives them; Settings
/// reports through its output.
public enum SessionNotice: Hashable, Sendable {
  case settings(SettingsNotice)
}
