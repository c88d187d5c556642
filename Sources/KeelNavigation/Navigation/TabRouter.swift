import Observation

/// Selects a tab and keeps one ``Navigator`` per tab, so each tab's stack survives switches.
@Observable
@MainActor
public final class TabRouter<Tab: Hashable, Route: Hashable> {
  /// The tab shown.
  public var selectedTab: Tab
  @ObservationIgnored private var navigators: [Tab: Navigator<Route>] = [:]

  /// A router showing `selectedTab`, with no navigators yet.
  public init(selectedTab: Tab) {
    self.selectedTab = selectedTab
  }

  /// The navigator of `tab`, created empty on first use and kept afterwards.
  public func navigator(for tab: Tab) -> Navigator<Route> {
    if let navigator = navigators[tab] { return navigator }
    let navigator = Navigator<Route>()
    navigators[tab] = navigator
    return navigator
  }

  /// The navigator of the tab shown.
  public var selectedNavigator: Navigator<Route> { navigator(for: selectedTab) }

  /// Shows `tab`, keeping every tab's stack.
  public func select(_ tab: Tab) { selectedTab = tab }

  /// Selecting the tab already shown pops it to its root, as tab bars do on iOS.
  public func reselect(_ tab: Tab) {
    if tab == selectedTab {
      navigator(for: tab).popToRoot()
    } else {
      selectedTab = tab
    }
  }
}
