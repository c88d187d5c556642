// keel:sample begin
import AppData
import AppDomain
import AppServices
import AppTestSupport
import DevServer
import Foundation
import KeelCore
import KeelTesting
import Testing

/// A session the server ends mid-session (its refresh token refused): the composition root
/// signs out as Settings would, so the root returns to sign-in and the signed-in scope closes.
/// Found by the journey tests (AppJourney: session ended by the server): before, nothing
/// followed the refresher, and the tabs stayed up with every request failing.
@MainActor
@Suite("AppServices: a session the server ends")
struct AppServicesSessionEndTests {
  @Test func aRefusedRefreshSignsOutAndClosesTheScope() async throws {
    let serverClock = ManualDate(Date())
    let configuration = DevServerConfiguration(accessTokenLifetimeSeconds: 300, refreshTokenLifetimeSeconds: 600)
    try await DevServerHarness.with(configuration, now: { serverClock.now }) { harness in
      let services = try AppServices(
        environment: TestEnvironments.environment(
          TestEnvironments.values(.development, extra: TestEnvironments.apiValues(for: harness))))
      await services.launch()
      let form = services.makeSignInViewModel()
      form.email = harness.account.email
      form.password = harness.account.password
      form.submit()
      try await waitForCondition(timeout: .seconds(30)) { services.session.signInGate.isSignedIn }
      services.signedIn(as: SignedInUser(id: harness.account.email, email: harness.account.email))
      let items = try #require(services.scopes.signedIn).resolve(.items)
      #expect(try await items.items().isEmpty == false, "signed in, the items load")

      serverClock.advance(by: 601)
      await #expect(throws: RepositoryError.self) { try await items.items() }

      try await waitForCondition(timeout: .seconds(30)) {
        !services.session.signInGate.isSignedIn && services.scopes.signedIn == nil
      }
      #expect(services.session.rootState != .main)
      #expect(harness.server.activity.count(of: .refresh) == 1, "one refused refresh, no retries")
    }
  }

  @Test func aRefreshThatSucceedsKeepsTheSession() async throws {
    let serverClock = ManualDate(Date())
    try await DevServerHarness.with(DevServerConfiguration(accessTokenLifetimeSeconds: 300), now: { serverClock.now }) {
      harness in
      let services = try AppServices(
        environment: TestEnvironments.environment(
          TestEnvironments.values(.development, extra: TestEnvironments.apiValues(for: harness))))
      await services.launch()
      let form = services.makeSignInViewModel()
      form.email = harness.account.email
      form.password = harness.account.password
      form.submit()
      try await waitForCondition(timeout: .seconds(30)) { services.session.signInGate.isSignedIn }
      services.signedIn(as: SignedInUser(id: harness.account.email, email: harness.account.email))
      let scope = try #require(services.scopes.signedIn)

      serverClock.advance(by: 301)
      #expect(try await scope.resolve(.items).items().isEmpty == false, "refreshed and repeated")
      #expect(harness.server.activity.count(of: .refresh) == 1)
      #expect(services.session.signInGate.isSignedIn)
      #expect(services.scopes.signedIn === scope, "the session goes on in the same scope")
    }
  }
}
// keel:sample end
