// keel:sample begin
import ItemsFeature
// keel:sample end
import KeelNavigation
import SettingsFeature

extension AppDeepLink {
  /// The tab the link lands on.
  public var tab: AppTab {
    switch self {
    case .tab(let tab): tab
    // keel:sample begin
    case .item: .items
    // keel:sample end
    case .profile: .settings
    }
  }

  /// Where the link takes its tab, given where that tab is now (the features' routes):
  /// - `tab/<name>`: the tab as it was left (switching keeps each tab's stack);
  /// - `item/<id>`: the Items tab with the item's detail pushed on the list, nothing presented
  ///   (an item already shown keeps its screen; an editor over it closes);
  /// - `profile`: the Profile sheet over Settings' stack as it is.
  public func target(from current: NavigationState<TabRoute>) -> NavigationState<TabRoute> {
    switch self {
    case .tab: current
    // keel:sample begin
    case .item(let id): NavigationState(path: [.items(.detail(id: id))])
    // keel:sample end
    case .profile: NavigationState(path: current.path, presentation: .sheet(.settings(.profile)))
    }
  }
}
