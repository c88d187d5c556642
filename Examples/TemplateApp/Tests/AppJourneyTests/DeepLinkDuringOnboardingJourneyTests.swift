// keel:sample begin
import AppDomain
import AppFeature
import AppServices
import AppTestSupport
import Foundation
import ItemsFeature
import KeelCore
import Testing

/// A deep link that opens the app before the person has passed the gates waits in the gate
/// (the latest one wins) and lands, once the tabs show, on its tab with its item pushed.
@MainActor
@Suite("AppJourney: deep link during onboarding")
struct DeepLinkDuringOnboardingJourneyTests {
  @Test(arguments: [BuildConfiguration.development, .mock])
  func aLinkFromOnboardingLandsOnItsItemAfterSignIn(_ configuration: BuildConfiguration) async throws {
    try await AppDevice.journey(configuration) { device in
      let app = try await device.launch()
      #expect(app.shown == .onboarding)

      app.open(try #require(URL(string: "keeltemplate://tab/settings")))
      // A marketing link: its query items are ignored (logged), the item still opens.
      app.open(try #require(URL(string: "keeltemplate://item/flat-white?utm_source=mail")))
      #expect(app.root.deepLinks.pending == .item(id: "flat-white"), "held, the latest link wins")
      #expect(app.shown == .onboarding, "nothing jumps ahead of onboarding")

      let account = device.account
      try await app.passGates(email: account.email, password: account.password)
      app.settleNavigation()
      #expect(app.root.deepLinks.pending == nil, "delivered once the tabs showed")
      #expect(app.selectedTab == .items)
      #expect(app.path(of: .items) == [.items(.detail(id: "flat-white"))])
      #expect(app.path(of: .settings) == [], "the older link was dropped")

      guard case .detail(let detail)? = try app.requireTabs().items.navigator.top else {
        Issue.record("no detail on top of Items")
        return
      }
      detail.onAppear()
      try await app.wait(until: { detail.state != .loading })
      #expect(detail.state.title == "Flat white", "the detail shows the linked item: \(detail.state)")
      detail.onDisappear()
    }
  }
}

extension ItemDetailViewModel.ViewState {
  fileprivate var title: String? {
    if case .loaded(let detail) = self { detail.title } else { nil }
  }
}
// keel:sample end
