/// The main tabs, by the name deep links use (`keeltemplate://tab/<name>`).
public enum AppTab: String, Sendable, Hashable, Codable, CaseIterable {
  // keel:sample begin
  case items
  case favorites
  // keel:sample end
  case settings
}

extension AppTab {
  /// The tab shown first (a new session, a link to a tab this build does not know): the first in
  /// tab-bar order.
  public static var first: AppTab { allCases.first ?? .settings }
}

/// Where a deep link takes the app (seed 004's `DeepLink`): a value, so it can wait in the
/// deep-link gate, be logged and be compared in tests. The root maps each to the features'
/// routes (`tab` → select the tab; `item` → the Items tab with the item pushed; `profile` →
/// the Settings tab with the Profile sheet).
public enum AppDeepLink: Sendable, Hashable, Codable, CustomStringConvertible {
  case tab(AppTab)
  // keel:sample begin
  case item(id: String)
  // keel:sample end
  case profile

  public var description: String {
    switch self {
    case .tab(let tab): "tab(\(tab.rawValue))"
    // keel:sample begin
    case .item(let id): "item(\(id))"
    // keel:sample end
    case .profile: "profile"
    }
  }
}
