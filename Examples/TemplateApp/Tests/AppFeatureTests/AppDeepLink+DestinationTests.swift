import AppFeature
import KeelNavigation
import Testing

/// Each deep link's tab and target state, from a few starting points of that tab.
@Suite("AppDeepLink+Destination")
struct AppDeepLinkDestinationTests {
  // keel:sample begin
  static let itemsStack = NavigationState<TabRoute>(
    path: [.items(.detail(id: "7"))], presentation: .sheet(.items(.edit(id: "7"))))
  // keel:sample end
  static let settingsStack = NavigationState<TabRoute>(path: [.settings(.theme)])

  @Test(arguments: AppTab.allCases)
  func aTabLinkLeavesThatTabAsItWas(tab: AppTab) {
    let link = AppDeepLink.tab(tab)
    #expect(link.tab == tab)
    #expect(link.target(from: Self.settingsStack) == Self.settingsStack)
  }

  // keel:sample begin
  @Test func anItemLinkShowsTheDetailOnTheListWithNothingOverIt() {
    let link = AppDeepLink.item(id: "42")
    #expect(link.tab == .items)
    #expect(link.target(from: Self.itemsStack) == NavigationState(path: [.items(.detail(id: "42"))]))
    #expect(link.target(from: NavigationState()) == NavigationState(path: [.items(.detail(id: "42"))]))
  }
  // keel:sample end

  @Test func theProfileLinkPresentsTheSheetOverSettingsStack() {
    #expect(AppDeepLink.profile.tab == .settings)
    #expect(
      AppDeepLink.profile.target(from: Self.settingsStack)
        == NavigationState(path: [.settings(.theme)], presentation: .sheet(.settings(.profile))))
    #expect(
      AppDeepLink.profile.target(
        from: NavigationState(path: [], presentation: .sheet(.settings(.editProfile))))
        == NavigationState(path: [], presentation: .sheet(.settings(.profile))))
  }

  @Test func everyRouteKnowsItsTab() {
    // keel:sample begin
    #expect(TabRoute.items(.list).tab == .items)
    #expect(TabRoute.favorites(.list).tab == .favorites)
    // keel:sample end
    #expect(TabRoute.settings(.language).tab == .settings)
  }
}
