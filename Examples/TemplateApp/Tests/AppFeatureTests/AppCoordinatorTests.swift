import AppDomain
import AppFeature
import AppTestSupport
import AuthFeature
import Foundation
// keel:sample begin
import ItemsFeature
// keel:sample end
import KeelCore
import KeelNavigation
import KeelStorage
import KeelTesting
import OnboardingFeature
import PaywallFeature
import SettingsFeature
import Testing
import WebFeature

/// The root over the features' real coordinators and fake launch services: it shows the child
/// for the root state, owns only that one (a child that leaves is released), holds deep links
/// until the tabs show, re-plans notifications and handles Settings' sign-out and reset.
/// Every test ends with a leak assertion (`.checksLeaks`).
@MainActor
@Suite("AppCoordinator", .checksLeaks)
struct AppCoordinatorTests {
  static let webURL = URL(string: "https://web.example.org/start")!
  static let patience = Duration.seconds(20)

  private func waitForChild(_ root: AppCoordinator, _ kind: String) async throws {
    try await waitForCondition(timeout: Self.patience) { root.child.kind == kind }
  }

  @Test func aSignedInPremiumPersonLandsOnTheTabsAndOnlyTheTabsAreMade() async throws {
    let world = try AppTestWorld(disk: DiskKeyValueStore())
    let root = world.makeRoot()

    await root.start()

    #expect(root.child.kind == "main")
    #expect(root.sessionCoordinator?.tabs == AppTab.allCases, "every tab this build has, in tab-bar order")
    #expect(world.made.filter { ["onboarding", "auth", "paywall", "web"].contains($0) }.isEmpty)
    #expect(root.deepLinks.isOpen)
  }

  @Test func aSecondStartOnlyWarns() async throws {
    let world = try AppTestWorld(disk: DiskKeyValueStore())
    let root = world.makeRoot()
    await root.start()
    let tabs = root.sessionCoordinator

    await root.start()

    #expect(root.sessionCoordinator === tabs)
    #expect(world.made.filter { $0 == "tabs" }.count == 1)
    #expect(world.logs.records.contains { $0.level == .warning && $0.message.contains("start() called again") })
  }

  @Test func finishingOnboardingReleasesItsCoordinatorAndShowsTheTabs() async throws {
    let world = try AppTestWorld(disk: DiskKeyValueStore(), onboarded: false)
    let root = world.makeRoot()
    await root.start()
    #expect(root.child.kind == "onboarding")
    weak var onboarding: OnboardingCoordinator?
    if case .onboarding(let shown) = root.child { onboarding = shown }
    #expect(onboarding != nil)

    if case .steps(let viewModel) = onboarding?.root { viewModel.skip() }

    #expect(root.child.kind == "main")
    #expect(onboarding == nil)
  }

  @Test func signInThenPaywallThenTabsEachChildReleasedAsItLeaves() async throws {
    let world = try AppTestWorld(disk: DiskKeyValueStore(), signedIn: false, premium: false)
    let root = world.makeRoot()
    await root.start()
    #expect(root.child.kind == "signIn")
    weak var auth: AuthCoordinator?
    if case .signIn(let shown) = root.child { auth = shown }

    world.session.signInGate.markSessionRestored()
    try await waitForChild(root, "paywall")
    #expect(auth == nil)
    weak var paywall: PaywallCoordinator?
    if case .paywall(let shown) = root.child { paywall = shown }

    paywall?.output.closed()
    #expect(root.child.kind == "main")
    #expect(world.session.paywallDismissed)
    #expect(paywall == nil)
  }

  // keel:sample begin
  @Test func settingsSignOutEndsTheSessionForgetsNavigationAndShowsSignIn() async throws {
    let world = try AppTestWorld(disk: DiskKeyValueStore())
    let root = world.makeRoot()
    await root.start()
    weak let tabs = root.sessionCoordinator
    tabs?.items.show(.detail(id: "3"))
    tabs?.saveNavigation()

    tabs?.settings.output?.onSignOut()
    try await waitForChild(root, "signIn")

    #expect(world.sessions.signOuts == 1)
    #expect(world.store.value(for: StorageKeys.tabNavigation(.items)) == nil)
    #expect(tabs == nil)
    #expect(!root.deepLinks.isOpen)
  }
  // keel:sample end

  @Test func settingsResetOnboardingShowsOnboardingAgain() async throws {
    let world = try AppTestWorld(disk: DiskKeyValueStore())
    let root = world.makeRoot()
    await root.start()

    root.sessionCoordinator?.settings.output?.onResetOnboarding()

    #expect(root.child.kind == "onboarding")
    #expect(world.store.value(\.onboardingCompleted) == false)
  }

  // keel:sample begin
  @Test func aLinkThatArrivesDuringOnboardingLandsAfterIt() async throws {
    let world = try AppTestWorld(disk: DiskKeyValueStore(), onboarded: false)
    let root = world.makeRoot()
    await root.start()

    root.open(URL(string: "keeltemplate://item/42?utm_source=mail")!)
    #expect(root.deepLinks.pending == .item(id: "42"))
    if case .onboarding(let onboarding) = root.child, case .steps(let viewModel) = onboarding.root { viewModel.done() }

    let tabs = try #require(root.sessionCoordinator)
    #expect(tabs.selectedTab == .items)
    #expect(tabs.items.path.map(\.route) == [.detail(id: "42")])
    #expect(root.deepLinks.pending == nil)
  }
  // keel:sample end

  // keel:sample begin
  @Test func aRejectedURLIsLoggedAndChangesNothing() async throws {
    let world = try AppTestWorld(disk: DiskKeyValueStore())
    let root = world.makeRoot()
    await root.start()

    root.open(URL(string: "keeltemplate://item/42#top")!)

    #expect(root.sessionCoordinator?.items.path.isEmpty == true)
    #expect(world.logs.records.contains { $0.message.contains("deep link rejected") })
  }
  // keel:sample end

  @Test func webStatusShowsTheWebViewSchedulesNotificationsAndIgnoresLinks() async throws {
    let world = try AppTestWorld(disk: DiskKeyValueStore(), status: .one(Self.webURL))
    let root = world.makeRoot()

    await root.start()

    guard case .web(let web) = root.child else {
      Issue.record("expected the web view, got \(root.child.kind)")
      return
    }
    #expect(web.url == Self.webURL)
    #expect(world.center.authorizationRequestCount == 1)
    #expect(!world.center.pending.isEmpty)
    root.open(URL(string: "keeltemplate://profile")!)
    #expect(root.deepLinks.pending == nil)
    #expect(root.sessionCoordinator == nil)
  }

  @Test func nativeStatusRemovesTheDailyNotifications() async throws {
    let world = try AppTestWorld(disk: DiskKeyValueStore(), status: .zero(statisticsURL: nil))
    // Scheduled by an earlier launch in web mode.
    await world.notifications.replan(for: .one(Self.webURL))
    #expect(!world.center.pending.isEmpty)
    let root = world.makeRoot()

    await root.start()

    #expect(root.child.kind == "main")
    #expect(world.center.pending.isEmpty)
    #expect(world.center.authorizationRequestCount == 1)
  }

  @Test func foregroundAndTimeZoneChangesPlanTheNotificationsAgain() async throws {
    let world = try AppTestWorld(disk: DiskKeyValueStore(), status: .one(Self.webURL))
    let root = world.makeRoot()
    await root.start()
    let planned = world.center.pending.count
    #expect(planned > 0)

    await world.center.removePendingRequests(withIdentifiers: world.center.pending.map(\.request.identifier))
    await root.sceneDidBecomeActive()
    #expect(world.center.pending.count == planned)

    await world.center.removePendingRequests(withIdentifiers: world.center.pending.map(\.request.identifier))
    await root.timeZoneDidChange()
    #expect(world.center.pending.count == planned)
    #expect(world.logs.records.filter { $0.message == "daily notifications re-planned" }.count == 3)
  }

  @Test func goingToTheBackgroundSavesTheTabsAndTheNextLaunchRestoresThem() async throws {
    let disk = DiskKeyValueStore()
    let world = try AppTestWorld(disk: disk)
    let root = world.makeRoot()
    await root.start()
    root.sessionCoordinator?.select(.settings)
    root.sessionCoordinator?.settings.show(.theme)

    root.sceneDidEnterBackground()

    let relaunched = try AppTestWorld(disk: disk)
    let next = relaunched.makeRoot()
    await next.start()
    #expect(next.sessionCoordinator?.selectedTab == .settings)
    #expect(next.sessionCoordinator?.stack(for: .settings)?.state == NavigationState(path: [.settings(.theme)]))
  }

  @Test func tabNoticesReachTheRootsOutput() async throws {
    let world = try AppTestWorld(disk: DiskKeyValueStore())
    let root = world.makeRoot()
    var notices: [SessionNotice] = []
    root.output = .init(onNotice: { notices.append($0) })
    await root.start()

    root.sessionCoordinator?.settings.output?.onNotice(.profileSaved)

    #expect(notices == [.settings(.profileSaved)])
  }
}
