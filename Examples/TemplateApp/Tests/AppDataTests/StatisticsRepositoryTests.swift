import AppData
import AppDomain
import AppTestSupport
import DevServer
import Foundation
import Testing

@Suite("StatisticsRepository against the development server")
struct StatisticsRepositoryTests {
  @Test(
    arguments: [
      ("https://stats.example.org/a", "https://stats.example.org/a"),
      ("http://stats.example.org/b", "http://stats.example.org/b"),
      ("ftp://stats.example.org", nil), ("not a url", nil), (nil, nil),
    ] as [(String?, String?)])
  func keepsAnAbsoluteHTTPURL(sent: String?, kept: String?) async throws {
    try await DevServerHarness.with(DevServerConfiguration(statisticsURL: sent)) { harness in
      let url = await StatisticsRepository(client: harness.statusClient()).fetchStatistics(
        version: "2", timeLimit: .seconds(5))
      #expect(url?.absoluteString == kept)
    }
  }

  @Test func aFailureIsNil() async throws {
    try await DevServerHarness.with(DevServerConfiguration(failures: [.getStatistics: .status(404)])) { harness in
      let url = await StatisticsRepository(client: harness.statusClient()).fetchStatistics(
        version: "2", timeLimit: .seconds(5))
      #expect(url == nil)
    }
  }
}
