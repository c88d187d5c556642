import Testing

@testable import KeelNavigation

@MainActor
@Suite struct TabRouterTests {
  enum Tab: Hashable { case items, favorites }

  @Test func eachTabKeepsItsStackAcrossSwitches() {
    let router = TabRouter<Tab, TestRoute>(selectedTab: .items)
    router.selectedNavigator.push(.item("a"))
    router.selectedNavigator.push(.item("b"))
    router.select(.favorites)
    #expect(router.selectedNavigator.path.isEmpty)
    router.selectedNavigator.push(.profile)
    router.select(.items)
    #expect(router.selectedNavigator.path == [.item("a"), .item("b")])
    #expect(router.navigator(for: .favorites).path == [.profile])
    #expect(router.navigator(for: .items) === router.navigator(for: .items))
  }

  @Test func reselectingTheShownTabPopsItToRoot() {
    let router = TabRouter<Tab, TestRoute>(selectedTab: .items)
    router.selectedNavigator.push(.item("a"))
    router.navigator(for: .favorites).push(.profile)
    router.reselect(.favorites)
    #expect(router.selectedTab == .favorites)
    #expect(router.navigator(for: .favorites).path == [.profile])
    router.reselect(.favorites)
    #expect(router.navigator(for: .favorites).path.isEmpty)
    #expect(router.navigator(for: .items).path == [.item("a")])
  }
}
