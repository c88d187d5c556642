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

  @Test func theNativeAppCarriesBothLinksAndTheWebViewNone() {
    let links = StatusLinks(
      statisticsURL: URL(string: "https://stats.example.org")!, pdfURL: URL(string: "https://stats.example.org/r.pdf")!)
    let native = StatusResult.zero(links)
    #expect(native == .zero(statisticsURL: links.statisticsURL, pdfURL: links.pdfURL))
    #expect(native.links == links)
    #expect(native.pdfURL == links.pdfURL)
    #expect(StatusResult.zero(statisticsURL: nil).links == .none)
    #expect(StatusResult.one(URL(string: "https://web.example.org")!).links == .none)
  }
}
