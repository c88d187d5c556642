import AppData
import AppDomain
import AppServices
import AppTestSupport
import Foundation
import KeelCore
import KeelTesting
import Testing

/// The mock configuration sends nothing over the network. Every API client the composition
/// root could build uses the environment's session configuration, where these tests put
/// ``RecordingURLProtocol``; the development control shows the recorder sees what is sent.
@MainActor
@Suite("AppServices: the wire", .serialized)
struct AppServicesNetworkTests {
  // keel:sample begin
  @Test func theMockConfigurationSendsNothingFromLaunchThroughEveryScreen() async throws {
    RecordingURLProtocol.recorded.withLock { $0 = [] }
    let environment = TestEnvironments.environment(TestEnvironments.values(.mock), recordsWire: true)
    let services = try AppServices(environment: environment)
    await services.launch()

    let signIn = services.makeSignInViewModel()
    signIn.output.signedIn = { [weak services] user in services?.signedIn(as: user) }
    signIn.email = "someone@example.org"
    signIn.password = UUID().uuidString
    signIn.submit()
    try await waitForCondition { services.scopes.signedIn != nil }

    let list = services.itemsListViewModel()
    list.onAppear()
    try await waitForCondition {
      if case .loaded = list.state { true } else { false }
    }
    let settings = services.settingsViewModel()
    settings.onAppear()
    try await waitForCondition {
      if case .loaded = settings.state { true } else { false }
    }
    let paywall = services.makePaywallViewModel()
    paywall.onAppear()
    try await waitForCondition {
      if case .loaded = paywall.products { true } else { false }
    }
    let forgot = services.makeForgotPasswordViewModel()
    forgot.email = "someone@example.org"
    forgot.submit()
    try await waitForCondition { forgot.state == .sent }
    await services.signOut()

    #expect(RecordingURLProtocol.recorded.withLock { $0 } == [])
    #expect(!services.scopes.login.contains(.network))
    #expect(services.session.launchRecorded == true)
  }
  // keel:sample end

  // keel:sample begin
  /// Seed 000's user agent on every request the app sends, as the development server received it.
  @Test func everyRequestCarriesTheAppsUserAgent() async throws {
    try await DevServerHarness.with { harness in
      let values = TestEnvironments.values(.development, extra: TestEnvironments.apiValues(for: harness))
      var environment = TestEnvironments.environment(values)
      environment.system = "iOS 18.0"
      let services = try AppServices(environment: environment)
      await services.launch()
      let signIn = services.makeSignInViewModel()
      signIn.output.signedIn = { [weak services] user in services?.signedIn(as: user) }
      signIn.email = harness.account.email
      signIn.password = harness.account.password
      signIn.submit()
      try await waitForCondition(timeout: .seconds(10)) { services.scopes.signedIn != nil }
      let list = services.itemsListViewModel()
      list.onAppear()
      try await waitForCondition(timeout: .seconds(10)) {
        if case .loaded = list.state { true } else { false }
      }
      let records = harness.server.activity.records
      // The launch analytics call, the sign-in and the bearer list at least.
      #expect(Set(records.compactMap(\.route)).isSuperset(of: [.addObject, .login, .items]))
      #expect(records.allSatisfy { $0.userAgent == "TemplateApp/1.0 (7; iOS 18.0)" }, "\(records.map(\.userAgent))")
      await services.signOut()
    }
  }
  // keel:sample end

  @Test func theDevelopmentConfigurationIsSeenOnTheWire() async throws {
    RecordingURLProtocol.recorded.withLock { $0 = [] }
    let values = TestEnvironments.values(.development, extra: TestEnvironments.unreachableAPIValues)
    let services = try AppServices(environment: TestEnvironments.environment(values, recordsWire: true))
    await services.launch()
    let hosts = RecordingURLProtocol.recorded.withLock { $0 }.compactMap(\.host)
    #expect(hosts.contains("api.invalid"))
    #expect(services.session.launchRecorded == false)
  }
}
