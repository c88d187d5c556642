import AppData
import AppDomain
import AppServices
import AppTestSupport
import DevServer
import Foundation
// keel:sample begin
import ItemsFeature
// keel:sample end
import KeelCore
import KeelTesting
import Testing

/// The crash reporter as the composition root wires it: the user id follows the signed-in
/// scope, every tracked event becomes a breadcrumb, and the failures a real app reports
/// (repositories, the server ending a session, purchases) arrive with their context.
@MainActor
@Suite("AppServices: crash reporter")
struct AppServicesCrashReporterTests {
  static func services(
    _ values: [String: String] = TestEnvironments.values(.mock), reporter: RecordingCrashReporter,
    flagOverrides: [FeatureFlag: Bool] = [:]
  ) throws -> AppServices {
    var environment = TestEnvironments.environment(values, flagOverrides: flagOverrides)
    environment.crashReporter = reporter
    return try AppServices(environment: environment)
  }

  @Test func theUserIDIsSetForASessionAndClearedWhenItsScopeCloses() async throws {
    let reporter = RecordingCrashReporter()
    let services = try Self.services(reporter: reporter)
    await services.launch()
    #expect(reporter.userID == nil, "nobody signed in yet")

    services.signedIn(as: SignedInUser(id: "ada@example.org", email: "ada@example.org"))
    #expect(reporter.userID == "ada@example.org")
    await services.signOut()
    #expect(reporter.userID == nil)

    services.signedIn(as: SignedInUser(id: "grace@example.org", email: "grace@example.org"))
    services.signedIn(as: SignedInUser(id: "alan@example.org", email: "alan@example.org"))
    #expect(reporter.userIDChanges == ["ada@example.org", nil, "grace@example.org", nil, "alan@example.org"])
    await services.signOut()
    #expect(reporter.userID == nil)
  }

  @Test func aLocalUserHasNoAccountToFileReportsUnder() async throws {
    let reporter = RecordingCrashReporter()
    let services = try Self.services(reporter: reporter, flagOverrides: [.signIn: false])
    await services.launch()
    #expect(services.scopes.signedIn != nil)
    #expect(reporter.userID == nil)
  }

  @Test func everyTrackedEventBeforeAndDuringASessionIsABreadcrumb() async throws {
    let reporter = RecordingCrashReporter()
    let services = try Self.services(reporter: reporter)
    services.analytics.track(AnalyticsEvent("SignIn_Appear"))
    services.signedIn(as: SignedInUser(id: "ada@example.org", email: "ada@example.org"))
    services.analytics.track(AnalyticsEvent("Items_Appear"))
    #expect(reporter.breadcrumbs == ["SignIn_Appear", "Items_Appear"])
  }

  // keel:sample begin
  @Test func anItemsFailureIsReportedWithTheUserAndTheStepsBeforeIt() async throws {
    try await DevServerHarness.with(DevServerConfiguration(failures: [.items: .malformedBody])) { harness in
      let reporter = RecordingCrashReporter()
      let values = TestEnvironments.values(.development, extra: TestEnvironments.apiValues(for: harness))
      let services = try Self.services(values, reporter: reporter, flagOverrides: [.onboarding: false])
      let session = try await harness.signIn()
      await (try services.scopes.login.resolve(.session)).start(
        SessionTokens(
          accessToken: session.accessToken, refreshToken: session.refreshToken,
          expiresAt: Date().addingTimeInterval(session.expiresIn)))
      services.signedIn(as: SignedInUser(id: harness.account.email, email: harness.account.email))
      let list = services.itemsListViewModel()
      list.onAppear()
      try await waitForCondition(timeout: .seconds(30)) { !reporter.reports.isEmpty }
      list.onDisappear()

      let report = try #require(reporter.reports.first)
      #expect(report.context == ["where": "items.list"])
      #expect(report.userID == harness.account.email)
      #expect(report.error.contains("Unreadable response"), "\(report)")
      #expect(report.breadcrumbs.last == "Items_Appear", "the list's own event led there: \(report)")
    }
  }
  // keel:sample end
}
