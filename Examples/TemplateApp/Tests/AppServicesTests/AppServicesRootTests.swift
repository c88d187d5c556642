import AppDomain
import AppFeature
import AppServices
import AuthFeature
import Foundation
import KeelCore
import KeelTesting
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
}
