/// The main tabs, by the name deep links use (`keeltemplate://tab/<name>`).
public enum AppTab: String, Sendable, Hashable, Codable, CaseIterable {
  case items
  case favorites
  case settings
}

/// Where a deep link takes the app (seed 004's `DeepLink`): a value, so it can wait in the
/// deep-link gate, be logged and be compared in tests. The root maps each to the features'
/// routes (`tab` → select the tab; `item` → the Items tab with the item pushed; `profile` →
/// the Settings tab with the Profile sheet).
public enum AppDeepLink: Sendable, Hashable, Codable, CustomStringConvertible {
  case tab(AppTab)
  case item(id: String)
  case profile

  public var description: String {
    switch self {
    case .tab(let tab): "tab(\(tab.rawValue))"
    case .item(let id): "item(\(id))"
    case .profile: "profile"
    }
  }
}
