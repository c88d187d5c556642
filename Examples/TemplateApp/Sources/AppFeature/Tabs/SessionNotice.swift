import ItemsFeature
import SettingsFeature

/// A toast one of the tabs raised, passed up to the root (which hands it to the signed-in
/// scope's toast centre).
public enum SessionNotice: Hashable, Sendable {
  case items(ItemsNotice)
  case settings(SettingsNotice)
}
