import AppDomain
import AppFeature
import AppServices
import AuthFeature
import Foundation
import KeelCore
import KeelDesign
import KeelStorage
import KeelTesting
import SettingsFeature
import Testing

/// The root coordinator built by the real composition root (mock configuration): the gates it
/// shows, the signed-in scope it opens for the person who signs in, and the scope it closes when
/// Settings signs out.
@MainActor
@Suite("AppServices: the root")
struct AppServicesRootTests {
  @Test func aFirstLaunchShowsOnboarding() async throws {
    let tracker = LeakTracker()
    do {
      let services = try AppServices(environment: TestEnvironments.environment(TestEnvironments.values(.mock)))
      let root = services.makeAppCoordinator()
      tracker.track(root)
      await root.start()
      guard case .onboarding(let onboarding) = root.child else {
        Issue.record("expected onboarding, got \(root.child)")
        return
      }
      tracker.track(onboarding)
    }
    try await assertNoLeaks(tracker)
  }

  @Test func signingInOpensThatPersonsScopeAndSigningOutClosesIt() async throws {
    let tracker = LeakTracker()
    do {
      let services = try AppServices(
        environment: TestEnvironments.environment(
          TestEnvironments.values(.mock), flagOverrides: [.onboarding: false, .paywall: false]))
      let root = services.makeAppCoordinator()
      tracker.track(root)
      await root.start()
      guard case .signIn(let auth) = root.child, case .signIn(let signIn)? = auth.root else {
        Issue.record("expected sign-in, got \(root.child)")
        return
      }
      tracker.track(auth)
      #expect(services.scopes.signedIn == nil, "nobody signed in yet")

      signIn.email = "ada@example.org"
      signIn.password = "correct horse"
      signIn.submit()
      try await waitForCondition(timeout: .seconds(10)) { root.sessionCoordinator != nil }
      let scope = try #require(services.scopes.signedIn)
      tracker.track(scope)
      #expect(try scope.resolve(.user) == MockSignInProvider.user, "the scope is the signed-in person's")
      let tabs = try #require(root.sessionCoordinator)
      tracker.track(tabs)

      let settings = tabs.settings.settingsViewModel
      settings.requestSignOut()
      settings.confirmSignOut()
      try await waitForCondition(timeout: .seconds(10)) {
        if case .signIn = root.child { return true }
        return false
      }
      #expect(services.scopes.signedIn == nil, "sign-out closed the scope")
    }
    try await assertNoLeaks(tracker)
  }

  // MARK: - Toasts and theme (issue 34 items 13 and 14)

  /// The root with the tabs showing, after a person signed in (no onboarding or paywall in the
  /// way): the signed-in scope opens before the tabs are made, as at every sign-in.
  private static func tabs(
    _ tracker: LeakTracker, store: KeyValueStore = KeyValueStore(backend: InMemoryKeyValueBackend())
  ) async throws -> (AppServices, AppCoordinator, SessionCoordinator) {
    let services = try AppServices(
      environment: TestEnvironments.environment(
        TestEnvironments.values(.mock), store: store, flagOverrides: [.onboarding: false, .paywall: false]))
    let root = services.makeAppCoordinator()
    tracker.track(root)
    await root.start()
    let form: SignInViewModel? = {
      guard case .signIn(let auth) = root.child, case .signIn(let signIn)? = auth.root else { return nil }
      return signIn
    }()
    let signIn = try #require(form, "expected sign-in, got \(root.child)")
    signIn.email = "ada@example.org"
    signIn.password = "correct horse"
    signIn.submit()
    try await waitForCondition(timeout: .seconds(10)) { root.sessionCoordinator != nil }
    let tabs = try #require(root.sessionCoordinator)
    tracker.track(tabs)
    return (services, root, tabs)
  }

  /// What Settings reports reaches the session's toast centre through the root's output, in the
  /// person's language; before, nothing set the output and every notice was dropped.
  @Test func aSettingsNoticeBecomesAToastOnTheSessionsCentre() async throws {
    let tracker = LeakTracker()
    do {
      // The root is held here as the app shell holds it: the tabs reach it weakly.
      let (services, root, tabs) = try await Self.tabs(tracker)

      tabs.settings.output?.onNotice(.testNotificationsScheduled(count: 3))

      let toast = try #require(services.toasts.current, "a toast shows on the session's centre")
      #expect(toast.message == SettingsText().notice(.testNotificationsScheduled(count: 3)))
      #expect(toast.style == .info)
      tabs.settings.output?.onNotice(.notificationsNotAllowed)
      #expect(services.toasts.pending.map(\.style) == [.error], "a refusal is shown as a failure")
      #expect(root.sessionCoordinator === tabs)
      services.toasts.removeAll()
    }
    try await assertNoLeaks(tracker)
  }

  /// The tabs draw the toasts of the session's own centre, the one Items and Favorites raise
  /// theirs on.
  @Test func theTabsShowTheSessionsToastCentre() async throws {
    let tracker = LeakTracker()
    do {
      let (services, _, tabs) = try await Self.tabs(tracker)

      #expect(tabs.toasts === services.toasts)
    }
    try await assertNoLeaks(tracker)
  }

  /// The root draws in the theme stored at the last run, and follows Settings' choice live.
  @Test func theRootFollowsTheThemeChosenInSettings() async throws {
    let tracker = LeakTracker()
    do {
      let store = KeyValueStore(backend: InMemoryKeyValueBackend())
      store.set("petal", \.themeID)
      store.set(.dark, \.appearanceChoice)
      let (services, root, _) = try await Self.tabs(tracker, store: store)
      #expect(root.theme.theme.id == "petal", "the stored theme is back at launch")
      #expect(root.theme.appearanceOverride == .dark)

      let themes = services.themeSettingsViewModel()
      themes.select(Theme.standard.id)
      themes.appearance = .system

      #expect(root.theme.theme.id == Theme.standard.id)
      #expect(root.theme.appearanceOverride == nil)
    }
    try await assertNoLeaks(tracker)
  }
}
