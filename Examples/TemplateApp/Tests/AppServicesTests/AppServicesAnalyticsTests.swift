import AppData
import AppDomain
import AppServices
import AppTestSupport
import Foundation
import KeelCore
import KeelStorage
import KeelTesting
import PaywallFeature
import Testing

/// Seed 002's managers as the composition root wires them: the signed-in scope's analytics
/// reach the API from a queue kept per person, the login scope only logs, and the paywall's
/// plan-order experiment is assigned per person and overridable in development.
@MainActor
@Suite("AppServices: analytics and experiments")
struct AppServicesAnalyticsTests {
  static func temporaryFolder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("app-analytics-\(UUID().uuidString)")
  }

  // keel:sample begin
  /// Over the in-process DevServer: a person signs in through the sign-in screen and opens the
  /// Items tab; the app sends the queue when it goes to the background, and the server has the
  /// events, as that person's.
  @Test func eventsTrackedInTheAppArriveAtTheServer() async throws {
    let folder = Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try await DevServerHarness.with { harness in
      let values = TestEnvironments.values(.development, extra: TestEnvironments.apiValues(for: harness))
      let services = try AppServices(environment: TestEnvironments.environment(values, storageDirectory: folder))
      await services.launch()
      let signIn = services.makeSignInViewModel()
      signIn.output.signedIn = { [weak services] user in services?.signedIn(as: user) }
      signIn.email = harness.account.email
      signIn.password = harness.account.password
      signIn.submit()
      try await waitForCondition(timeout: .seconds(10)) { services.scopes.signedIn != nil }
      let list = services.itemsListViewModel()
      list.onAppear()
      list.onDisappear()

      await services.enteredBackground()
      #expect(services.analyticsUploader?.queue.count == 0)

      let session = try await harness.signIn()
      let response = try await harness.client.send(
        "GET", "/analytics/events", headers: AuthorizationHeader.bearer(session.accessToken))
      #expect(response.status == 200)
      let events = try #require(response.json["events"] as? [[String: Any]])
      let names = events.compactMap { $0["name"] as? String }
      #expect(names.contains("SignIn_Succeeded"))
      #expect(names.contains("Items_Appear"))
      await services.signOut()
    }
  }
  // keel:sample end

  @Test func theMockConfigurationKeepsNoQueueAndSendsNothing() async throws {
    let folder = Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let services = try AppServices(
      environment: TestEnvironments.environment(TestEnvironments.values(.mock), storageDirectory: folder))
    await services.launch()
    services.signedIn(as: SignedInUser(id: "mock@example.org", email: "mock@example.org"))
    services.analytics.track(.screenAppeared("Items"))
    #expect(services.analyticsUploader == nil)
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("analytics").path))
  }

  /// Events a session could not send are on disk when it ends, in that person's file, and a
  /// later session of the same person starts with them; another person's queue is their own.
  @Test func eachPersonsUnsentEventsSurviveInTheirOwnQueue() async throws {
    let folder = Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let values = TestEnvironments.values(.development, extra: TestEnvironments.unreachableAPIValues)
    let environment = TestEnvironments.environment(values, storageDirectory: folder)
    let services = try AppServices(environment: environment)
    let ada = SignedInUser(id: "ada@example.org", email: "ada@example.org")
    services.signedIn(as: ada)
    services.analytics.track(AnalyticsEvent("Ada_Event"))
    services.signedIn(as: SignedInUser(id: "bob@example.org", email: "bob@example.org"))
    services.analytics.track(AnalyticsEvent("Bob_Event"))
    await services.signOut()
    services.analytics.track(AnalyticsEvent("Nobody_Event"))

    let adaFile = AppServices.analyticsQueueFile(for: ada, in: folder)
    let bobFile = AppServices.analyticsQueueFile(
      for: SignedInUser(id: "bob@example.org", email: "bob@example.org"), in: folder)
    #expect(adaFile != bobFile)
    #expect(AnalyticsEventQueue(fileURL: adaFile).entries.map(\.event.name) == ["Ada_Event"])
    #expect(AnalyticsEventQueue(fileURL: bobFile).entries.map(\.event.name) == ["Bob_Event"])
  }

  // MARK: - Experiments

  /// The plan order is the assignment's for the person's id, the same on every launch.
  @Test func thePaywallsPlanOrderIsStablePerPerson() throws {
    for email in ["ada@example.org", "bob@example.org", "cy@example.org", "dee@example.org"] {
      let expected = try #require(ExperimentAssignment.variant(for: email, in: PaywallPlanOrder.experiment)).name
      for _ in 0..<2 {
        let services = try AppServices(environment: TestEnvironments.environment(TestEnvironments.values(.mock)))
        services.signedIn(as: SignedInUser(id: email, email: email))
        #expect(services.makePaywallViewModel().planOrder.rawValue == expected)
      }
    }
  }

  @Test func withoutAnAccountTheInstallationIsAssignedOnceAndKeepsItsVariant() throws {
    let store = KeyValueStore(backend: InMemoryKeyValueBackend())
    let first = try AppServices(
      environment: TestEnvironments.environment(TestEnvironments.values(.mock), store: store))
    let order = first.makePaywallViewModel().planOrder
    let installation = store.value(\.installationID)
    #expect(!installation.isEmpty)
    let expected = try #require(ExperimentAssignment.variant(for: installation, in: PaywallPlanOrder.experiment))
    #expect(order.rawValue == expected.name)
    let relaunched = try AppServices(
      environment: TestEnvironments.environment(TestEnvironments.values(.mock), store: store))
    #expect(relaunched.makePaywallViewModel().planOrder == order)
  }

  @Test func aDevelopmentBuildCanForceTheVariantAndAProductionBuildCannot() throws {
    let values = TestEnvironments.values(.development, extra: TestEnvironments.unreachableAPIValues)
    let services = try AppServices(environment: TestEnvironments.environment(values))
    services.signedIn(as: SignedInUser(id: "ada@example.org", email: "ada@example.org"))
    for order in PaywallPlanOrder.allCases {
      let manager = try #require(services.experiments as? ExperimentsManager)
      try manager.setOverride(order.rawValue, for: PaywallPlanOrder.experiment)
      #expect(services.makePaywallViewModel().planOrder == order)
    }

    let production = try AppServices(
      environment: TestEnvironments.environment(
        TestEnvironments.values(.production, extra: TestEnvironments.unreachableAPIValues)))
    production.signedIn(as: SignedInUser(id: "ada@example.org", email: "ada@example.org"))
    let manager = try #require(production.experiments as? ExperimentsManager)
    #expect(throws: ExperimentOverrideError.self) {
      try manager.setOverride(PaywallPlanOrder.highestPriceFirst.rawValue, for: PaywallPlanOrder.experiment)
    }
  }
}
