import AppData
import AppDomain
import AppTestSupport
import DevServer
import Foundation
import KeelTesting
import Testing

@Suite("StatisticsRepository against the development server")
struct StatisticsRepositoryTests {
  /// A bound for a request that is answered at once: generous, because 5 s ran out while all the
  /// app's suites shared a loaded machine (the answer never came late, the process got no core).
  static let timeLimit = Duration.seconds(60)

  /// Sent → kept: only an absolute https URL is offered (as the web view's URL); an `http` one
  /// is refused like any other.
  @Test(
    arguments: [
      ("https://stats.example.org/a", "https://stats.example.org/a"),
      ("http://stats.example.org/b", nil), ("ftp://stats.example.org", nil), ("not a url", nil), (nil, nil),
    ] as [(String?, String?)])
  func keepsOnlyAnAbsoluteHTTPSURL(sent: String?, kept: String?) async throws {
    try await DevServerHarness.with(DevServerConfiguration(statisticsURL: sent, pdfURL: sent)) { harness in
      let links = await StatisticsRepository(client: harness.statusClient()).fetchStatistics(
        version: "2", timeLimit: Self.timeLimit)
      #expect(links.statisticsURL?.absoluteString == kept)
      #expect(links.pdfURL?.absoluteString == kept)
    }
  }

  @Test func thePDFAndTheStatisticsURLAreReadApart() async throws {
    let configuration = DevServerConfiguration(
      statisticsURL: "https://stats.example.org/page", pdfURL: "https://stats.example.org/report.pdf")
    try await DevServerHarness.with(configuration) { harness in
      let links = await StatisticsRepository(client: harness.statusClient()).fetchStatistics(
        version: "2", timeLimit: Self.timeLimit)
      #expect(links.statisticsURL == URL(string: "https://stats.example.org/page"))
      #expect(links.pdfURL == URL(string: "https://stats.example.org/report.pdf"))
    }
  }

  @Test func aRejectedLinkIsLoggedNamingItsField() async throws {
    let configuration = DevServerConfiguration(
      statisticsURL: "https://stats.example.org/page", pdfURL: "http://stats.example.org/report.pdf")
    try await DevServerHarness.with(configuration) { harness in
      let log = LogCapture()
      let links = await StatisticsRepository(
        client: harness.statusClient(), logger: log.logger("status", level: .info)
      ).fetchStatistics(version: "2", timeLimit: Self.timeLimit)
      #expect(links.statisticsURL != nil)
      #expect(links.pdfURL == nil)
      #expect(log.lines.contains { $0.contains("'pdfUrl' is not an absolute https URL") }, "\(log.lines)")
      #expect(!log.lines.contains { $0.contains("'url' is not") })
    }
  }

  @Test func aFailureHasNoLinks() async throws {
    try await DevServerHarness.with(DevServerConfiguration(failures: [.getStatistics: .status(404)])) { harness in
      let links = await StatisticsRepository(client: harness.statusClient()).fetchStatistics(
        version: "2", timeLimit: Self.timeLimit)
      #expect(links == .none)
    }
  }
}
