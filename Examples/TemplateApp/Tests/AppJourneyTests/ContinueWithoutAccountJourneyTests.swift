// keel:sample begin
import AppDomain
import AppFeature
import AppServices
import AppTestSupport
import Foundation
import KeelCore
import Testing

/// Someone who goes on without an account and without buying: the tabs work over a local
/// user's scope; on the next launch sign-in stays dismissed, and the paywall (closed for that
/// launch only) shows again.
///
/// Mock build only: in a live build the items API needs an account, so a person who goes on
/// without one meets an "unauthorized" error on the Items and Favorites tabs (left for a
/// product decision: offer the option only where the data works without an account, or give
/// the tabs a "sign in to see your items" state).
@MainActor
@Suite("AppJourney: continue without an account")
struct ContinueWithoutAccountJourneyTests {
  @Test func theTabsWorkWithoutAnAccountAndThePaywallReturnsNextLaunch() async throws {
    try await AppDevice.journey(.mock) { device in
      do {
        let app = try await device.launch()
        try await app.finishOnboarding()
        try await app.continueWithoutAccount()
        #expect(app.shown == .paywall)
        try await app.closePaywall()
        #expect(app.shown == .main)
        #expect(try app.services.scopes.signedIn?.resolve(.user) == AppServices.localUser)

        let list = try await app.showItemsList()
        list.toggleFavorite(id: "croissant")
        try await app.wait(until: { list.favoriteIDs == ["croissant"] })
        #expect(try await app.showFavoritesList().shownIDs == ["croissant"])
        list.onDisappear()
        app.enterBackground()
      }

      let relaunched = try await device.launch()
      #expect(relaunched.shown == .paywall, "no onboarding, no sign-in; the paywall again")
      try await relaunched.closePaywall()
      #expect(try await relaunched.showFavoritesList().shownIDs == ["croissant"], "kept on this device")
    }
  }
}
// keel:sample end
