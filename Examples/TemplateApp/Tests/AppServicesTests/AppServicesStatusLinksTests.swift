import AppData
import AppDomain
import AppServices
import AppTestSupport
import DevServer
import Foundation
import KeelCore
import KeelTesting
import SettingsFeature
import Testing

/// The status response's `statisticsUrl` and `pdfUrl` (seed 000), from the DevServer's
/// `getStatistics` over a real socket through the status service and the session to the
/// Settings rows that open them; a link that is not https never reaches Settings.
@MainActor
@Suite("AppServices: the status response's links in Settings")
struct AppServicesStatusLinksTests {
  @Test func theServersLinksReachSettings() async throws {
    let configuration = DevServerConfiguration(
      statusMode: .native, statisticsURL: "https://stats.example.org/page", pdfURL: "https://stats.example.org/r.pdf")
    try await DevServerHarness.with(configuration) { harness in
      let links = try await linksInSettings(harness)
      #expect(links.statisticsURL == URL(string: "https://stats.example.org/page"))
      #expect(links.pdfURL == URL(string: "https://stats.example.org/r.pdf"))
    }
  }

  @Test func anHTTPLinkIsNotOffered() async throws {
    let configuration = DevServerConfiguration(
      statusMode: .native, statisticsURL: "http://stats.example.org/page", pdfURL: "https://stats.example.org/r.pdf")
    try await DevServerHarness.with(configuration) { harness in
      let links = try await linksInSettings(harness)
      #expect(links.statisticsURL == nil)
      #expect(links.pdfURL == URL(string: "https://stats.example.org/r.pdf"))
    }
  }

  @Test func withoutAStatusThereAreNoLinks() async throws {
    try await DevServerHarness.with { harness in
      let links = try await linksInSettings(harness, checksStatus: false)
      #expect(links == .none)
      #expect(harness.server.activity.count(of: .getStatistics) == 0)
    }
  }

  /// A development build in the fixed-version mode (so the status is asked for at version 1.0)
  /// with every gate off, launched: the links its Settings screen offers, read before a leak
  /// assertion over the services and the screen.
  private func linksInSettings(_ harness: DevServerHarness, checksStatus: Bool = true) async throws -> StatusLinks {
    let tracker = LeakTracker()
    var extra = TestEnvironments.apiValues(for: harness)
    extra[AppAPISettings.Key.appMode.rawValue] = "fixedVersion"
    let environment = TestEnvironments.environment(
      TestEnvironments.values(.development, extra: extra),
      flagOverrides: [.onboarding: false, .signIn: false, .paywall: false, .statusCheck: checksStatus])
    let links: StatusLinks
    do {
      let services = try AppServices(environment: environment)
      tracker.track(services, label: "services")
      await services.launch()
      let settings = services.settingsViewModel()
      tracker.track(settings, label: "settings")
      links = settings.links
    }
    try await assertNoLeaks(tracker, settle: .seconds(5))
    return links
  }
}
