import AppDomain
import Foundation
import Testing

@Suite struct StatusResultTests {
  @Test func zeroKeepsTheStatisticsURLAndShowsTheNativeApp() {
    let statistics = URL(string: "https://stats.example.org")!
    let result = StatusResult.zero(statisticsURL: statistics)
    #expect(result.status == .zero)
    #expect(result.statisticsURL == statistics)
  }

  @Test func oneShowsTheWebView() {
    let url = URL(string: "https://web.example.org")!
    #expect(StatusResult.one(url).status == .one(url))
    #expect(StatusResult.one(url).statisticsURL == nil)
  }
}
