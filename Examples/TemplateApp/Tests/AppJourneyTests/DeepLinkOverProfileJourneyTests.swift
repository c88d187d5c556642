// keel:sample begin
import AppDomain
import AppFeature
import AppServices
import AppTestSupport
import Foundation
import KeelCore
import Testing

/// A deep link that arrives while the tabs show, over the Profile sheet in Settings: the sheet
/// is dismissed, the tab switches and the item is pushed, one step at a time.
@MainActor
@Suite("AppJourney: deep link over the Profile sheet")
struct DeepLinkOverProfileJourneyTests {
  @Test(arguments: [BuildConfiguration.development, .mock])
  func aLinkFromTheProfileSheetDismissesItAndOpensTheItem(_ configuration: BuildConfiguration) async throws {
    try await AppDevice.journey(configuration) { device in
      let account = device.account
      let app = try await device.launch()
      try await app.passGates(email: account.email, password: account.password)
      app.open(try #require(URL(string: "keeltemplate://profile")))
      #expect(app.selectedTab == .settings)
      #expect(app.state(of: .settings)?.presentation == .sheet(.settings(.profile)))

      app.open(try #require(URL(string: "keeltemplate://item/croissant")))
      #expect(app.state(of: .settings)?.presentation == nil, "the sheet went first")
      #expect(app.selectedTab == .items)
      #expect(app.path(of: .items) == [.items(.detail(id: "croissant"))])
    }
  }
}
// keel:sample end
