import AppFeature
import AppTestSupport
import Foundation
// keel:sample begin
import ItemsFeature
// keel:sample end
import KeelNavigation
import KeelStorage
import KeelTesting
import SettingsFeature
import Testing

/// The tab-based session over the features' real coordinators: one stack per tab, deep links in
/// steps with the common prefix's screens kept, and restoration. Every test ends with a leak
/// assertion (`.checksLeaks`) over the coordinators and view models it made.
@MainActor
@Suite("SessionCoordinator", .checksLeaks)
struct SessionCoordinatorTests {
  // keel:sample begin
  private func detail(_ tabs: SessionCoordinator, at index: Int) -> ItemDetailViewModel? {
    guard tabs.items.path.indices.contains(index), case .detail(let viewModel) = tabs.items.path[index] else {
      return nil
    }
    return viewModel
  }
  // keel:sample end

  // keel:sample begin
  @Test func showsTheTabsThisBuildHasInTabBarOrder() throws {
    let world = try AppTestWorld(disk: DiskKeyValueStore())
    let tabs = world.makeTabs()
    #expect(tabs.tabs == AppTab.allCases, "every tab, in AppTab order (keel add feature --tab appends one)")
    #expect(tabs.selectedTab == .items)
  }
  // keel:sample end

  // keel:sample begin
  @Test func switchingTabsKeepsEachTabsStack() throws {
    let world = try AppTestWorld(disk: DiskKeyValueStore())
    let tabs = world.makeTabs()
    tabs.items.show(.detail(id: "1"))
    let shown = try #require(detail(tabs, at: 0))
    tabs.select(.settings)
    tabs.settings.show(.language)
    tabs.select(.items)

    #expect(tabs.selectedTab == .items)
    #expect(detail(tabs, at: 0) === shown)
    #expect(tabs.stack(for: .settings)?.state == NavigationState(path: [.settings(.language)]))
  }
  // keel:sample end

  // keel:sample begin
  @Test func tappingTheShownTabAgainPopsItToItsRoot() throws {
    let world = try AppTestWorld(disk: DiskKeyValueStore())
    let tabs = world.makeTabs()
    tabs.items.show(.detail(id: "1"))
    tabs.items.show(.detail(id: "2"))

    tabs.select(.items)
    #expect(tabs.stack(for: .items)?.runner.stepInFlight == .pop)
    tabs.stepFinished(on: .items)
    tabs.stepFinished(on: .items)

    #expect(tabs.items.path.isEmpty)
    #expect(tabs.stack(for: .items)?.runner.isIdle == true)
  }
  // keel:sample end

  // keel:sample begin
  @Test func fromTheProfileSheetToAnItemDismissesThenSwitchesTabThenPushes() throws {
    let world = try AppTestWorld(disk: DiskKeyValueStore())
    let tabs = world.makeTabs()
    tabs.select(.settings)
    tabs.settings.show(.profile)
    let settings = try #require(tabs.stack(for: .settings))
    let items = try #require(tabs.stack(for: .items))

    tabs.open(.item(id: "42"))
    // Step 1: the sheet goes, on Settings, while Settings is still the tab shown.
    #expect(settings.runner.stepInFlight == .dismiss)
    #expect(tabs.settings.profile == nil)
    #expect(tabs.selectedTab == .settings)
    #expect(items.runner.isIdle)

    tabs.stepFinished(on: .settings)
    // Step 2 and 3: the tab switches, then the detail is pushed on Items.
    #expect(tabs.selectedTab == .items)
    #expect(items.runner.stepInFlight == .push(.items(.detail(id: "42"))))
    #expect(detail(tabs, at: 0)?.itemID == "42")

    tabs.stepFinished(on: .items)
    #expect(items.runner.isIdle)
    #expect(settings.runner.isIdle)
    #expect(items.state == NavigationState(path: [.items(.detail(id: "42"))]))
  }
  // keel:sample end

  // keel:sample begin
  @Test func aDeepLinkKeepsTheScreensOfThePathItShares() throws {
    let world = try AppTestWorld(disk: DiskKeyValueStore())
    let tabs = world.makeTabs()
    tabs.items.show(.detail(id: "42"))
    tabs.items.show(.edit(id: "42"))
    let shown = try #require(detail(tabs, at: 0))
    let detailsMade = world.made.count

    tabs.open(.item(id: "42"))
    // Planned on routes: the detail is the shared prefix, so only the editor goes.
    #expect(tabs.stack(for: .items)?.runner.stepInFlight == .dismiss)
    tabs.stepFinished(on: .items)

    #expect(detail(tabs, at: 0) === shown)
    #expect(tabs.items.path.count == 1)
    #expect(tabs.items.navigator.presentation == nil)
    #expect(world.made.count == detailsMade)
  }
  // keel:sample end

  @Test func theProfileLinkOpensTheSheetOverSettingsStackAsItIs() throws {
    let world = try AppTestWorld(disk: DiskKeyValueStore())
    let tabs = world.makeTabs()
    tabs.select(.settings)
    tabs.settings.show(.language)
    guard case .language(let language) = tabs.settings.path.first else {
      Issue.record("language not pushed")
      return
    }

    tabs.open(.profile)
    tabs.stepFinished(on: .settings)

    guard case .language(let kept) = tabs.settings.path.first else {
      Issue.record("language screen gone")
      return
    }
    #expect(kept === language)
    #expect(tabs.settings.profile != nil)
    #expect(
      tabs.stack(for: .settings)?.state
        == NavigationState(path: [.settings(.language)], presentation: .sheet(.settings(.profile))))
  }

  @Test func aTabLinkSwitchesAndKeepsThatTabsStack() throws {
    let world = try AppTestWorld(disk: DiskKeyValueStore())
    let tabs = world.makeTabs()
    tabs.settings.show(.theme)

    tabs.open(.tab(.settings))

    #expect(tabs.selectedTab == .settings)
    #expect(tabs.stack(for: .settings)?.state == NavigationState(path: [.settings(.theme)]))
    #expect(tabs.stack(for: .settings)?.runner.isIdle == true)
  }

  // keel:sample begin
  @Test func aFavoriteOpensItsItemInTheItemsTab() throws {
    let world = try AppTestWorld(disk: DiskKeyValueStore())
    let tabs = world.makeTabs()
    tabs.select(.favorites)

    tabs.favorites.output?.onOpenItem("42")

    #expect(tabs.selectedTab == .items)
    #expect(tabs.items.path.map(\.route) == [.detail(id: "42")])
    tabs.stepFinished(on: .items)
    #expect(tabs.stack(for: .items)?.runner.isIdle == true)
  }
  // keel:sample end

  // keel:sample begin
  @Test func browsingItemsFromAnEmptyFavoritesListSwitchesTab() throws {
    let world = try AppTestWorld(disk: DiskKeyValueStore())
    let tabs = world.makeTabs()
    tabs.select(.favorites)

    tabs.favorites.output?.onBrowseItems()

    #expect(tabs.selectedTab == .items)
  }
  // keel:sample end

  // keel:sample begin
  @Test func aBackTapBetweenStepsIsPlannedAround() throws {
    let world = try AppTestWorld(disk: DiskKeyValueStore())
    let tabs = world.makeTabs()
    tabs.items.show(.detail(id: "1"))
    tabs.items.show(.detail(id: "2"))
    let first = try #require(detail(tabs, at: 0))

    // Target: [1, 3]. The runner pops 2 first; meanwhile the person taps Back (pops 1 too).
    tabs.stack(for: .items)?.request(NavigationState(path: [.items(.detail(id: "1")), .items(.detail(id: "3"))]))
    #expect(tabs.items.path.count == 1)
    tabs.items.pop()
    tabs.stepFinished(on: .items)  // the Back tap is seen: push 1 again
    tabs.stepFinished(on: .items)  // push 3
    tabs.stepFinished(on: .items)

    #expect(tabs.stack(for: .items)?.runner.isIdle == true)
    #expect(tabs.items.path.map(\.route) == [.detail(id: "1"), .detail(id: "3")])
    // The person's Back released the first screen: a new one was made for the route.
    #expect(detail(tabs, at: 0) !== first)
  }
  // keel:sample end

  // MARK: - Restoration

  // keel:sample begin
  @Test func eachTabsRoutesAndTheSelectedTabComeBackAtTheNextLaunch() throws {
    let disk = DiskKeyValueStore()
    let world = try AppTestWorld(disk: disk)
    let tabs = world.makeTabs()
    tabs.items.show(.detail(id: "7"))
    tabs.items.show(.edit(id: "7"))
    tabs.select(.settings)
    tabs.settings.show(.language)
    tabs.settings.show(.editProfile)
    tabs.saveNavigation()

    let relaunched = try AppTestWorld(disk: disk)
    let restored = relaunched.makeTabs()
    restored.restoreNavigation()

    #expect(restored.selectedTab == .settings)
    #expect(
      restored.stack(for: .items)?.state
        == NavigationState(path: [.items(.detail(id: "7"))], presentation: .sheet(.items(.edit(id: "7")))))
    #expect(
      restored.stack(for: .settings)?.state
        == NavigationState(path: [.settings(.language)], presentation: .sheet(.settings(.editProfile))))
  }
  // keel:sample end

  // keel:sample begin
  @Test func savedNavigationThatCannotBeReadStartsFreshWithAWarning() throws {
    let disk = DiskKeyValueStore()
    let world = try AppTestWorld(disk: disk)
    world.store.set(Data("{\"version\":1,\"state\":{\"path\":[]}}".utf8), for: StorageKeys.tabNavigation(.items))
    world.store.set(Data("not json".utf8), for: StorageKeys.tabNavigation(.settings))
    let tabs = world.makeTabs()

    tabs.restoreNavigation()

    #expect(tabs.stack(for: .items)?.state == NavigationState())
    #expect(tabs.stack(for: .settings)?.state == NavigationState())
    let warnings = world.logs.records.filter { $0.level == .warning }.map(\.message)
    #expect(warnings.contains { $0.contains("navigation not restored: saved version 1") })
    #expect(warnings.contains { $0.contains("items tab's saved navigation cannot be read") })
    #expect(warnings.contains { $0.contains("settings tab's saved navigation cannot be read") })
  }
  // keel:sample end

  // keel:sample begin
  @Test func savedRoutesOfAnotherTabAreRefusedAndTheTabStartsAtItsRoot() throws {
    let disk = DiskKeyValueStore()
    let world = try AppTestWorld(disk: disk)
    let misplaced = NavigationState<TabRoute>(path: [.items(.detail(id: "1")), .settings(.language)])
    world.store.set(try RouteRestoration<TabRoute>().save(misplaced), for: StorageKeys.tabNavigation(.items))
    let tabs = world.makeTabs()

    tabs.restoreNavigation()

    #expect(tabs.stack(for: .items)?.state == NavigationState())
    #expect(world.logs.records.contains { $0.level == .warning && $0.message.contains("cannot show it") })
  }
  // keel:sample end

  // keel:sample begin
  @Test func forgettingNavigationLeavesNothingForTheNextPerson() throws {
    let disk = DiskKeyValueStore()
    let world = try AppTestWorld(disk: disk)
    let tabs = world.makeTabs()
    tabs.items.show(.detail(id: "7"))
    tabs.saveNavigation()

    tabs.forgetNavigation()

    let next = try AppTestWorld(disk: disk).makeTabs()
    next.restoreNavigation()
    #expect(next.stack(for: .items)?.state == NavigationState())
  }
  // keel:sample end

  @Test func settingsNoticesReachTheOutput() throws {
    let world = try AppTestWorld(disk: DiskKeyValueStore())
    let tabs = world.makeTabs()
    var notices: [SessionNotice] = []
    tabs.output = .init(onSignOut: {}, onResetOnboarding: {}, onNotice: { notices.append($0) })

    tabs.settings.output?.onNotice(.themeUnavailable)

    #expect(notices == [.settings(.themeUnavailable)])
  }
}
