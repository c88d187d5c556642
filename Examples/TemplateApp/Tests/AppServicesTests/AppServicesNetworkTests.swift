import AppData
import AppDomain
import AppServices
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
