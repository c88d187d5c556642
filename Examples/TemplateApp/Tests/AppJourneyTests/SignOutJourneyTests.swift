// keel:sample begin
import AppDomain
import AppFeature
import AppServices
import AppTestSupport
import Foundation
import KeelCore
import KeelTesting
import Testing

/// Sign-out from Settings: sign-in shows again, the signed-in scope and everything of that
/// session (the tabs, their coordinators and screens) is released while the app runs on, and
/// the next person never sees the last one's favorites.
@MainActor
@Suite("AppJourney: sign-out")
struct SignOutJourneyTests {
  @Test(arguments: [BuildConfiguration.development, .mock])
  func signOutReturnsToSignInAndReleasesTheSession(_ configuration: BuildConfiguration) async throws {
    try await AppDevice.journey(configuration) { device in
      let account = device.account
      do {
        let app = try await device.launch()
        try await app.passGates(email: account.email, password: account.password)
        try await app.showItemsList()
        try await app.openItem("espresso")
        try await app.showFavoritesList()
        let session = app.sessionObjects
        #expect(session.survivorCount > 5, "the session's scope, tabs and screens are tracked")

        try await app.signOutFromSettings()
        #expect(app.services.scopes.signedIn == nil, "sign-out closed the scope")
        try await assertNoLeaks(session, settle: .seconds(10))
        #expect(app.tabs == nil)
        app.enterBackground()
      }

      // The next launch: no session to restore, and the signed-out person's tabs are not kept.
      let relaunched = try await device.launch()
      #expect(relaunched.shown == .signIn, "signed out for good, onboarding already done")
      try await relaunched.passGates(email: account.email, password: account.password)
      #expect(relaunched.path(of: .items) == [], "the navigation was forgotten at sign-out")
      #expect(relaunched.selectedTab == .items)
    }
  }

  @Test func theNextPersonNeverSeesTheLastOnesFavorites() async throws {
    try await AppDevice.journey(.development) { device in
      let ada = device.account
      let app = try await device.launch()
      try await app.passGates(email: ada.email, password: ada.password)
      let list = try await app.showItemsList()
      list.toggleFavorite(id: "espresso")
      try await app.wait(until: { list.favoriteIDs == ["espresso"] })
      #expect(try await app.showFavoritesList().shownIDs == ["espresso"])
      list.onDisappear()

      try await app.signOutFromSettings()
      let grace = "grace-\(UUID().uuidString.prefix(8))@example.org"
      try await app.passGates(email: grace, password: UUID().uuidString, registering: true)
      #expect(try app.services.scopes.signedIn?.resolve(.user).email == grace.lowercased(), "kept normalised")
      let gracesItems = try await app.showItemsList()
      #expect(gracesItems.favoriteIDs.isEmpty, "Ada's favorite is not Grace's")
      let gracesFavorites = try await app.showFavoritesList()
      #expect(gracesFavorites.shownIDs.isEmpty)
      #expect(gracesFavorites.state == .empty)
      gracesItems.onDisappear()
      gracesFavorites.onDisappear()

      try await app.signOutFromSettings()
      try await app.passGates(email: ada.email, password: ada.password)
      #expect(try await app.showFavoritesList().shownIDs == ["espresso"], "Ada's favorites are still hers")
    }
  }
}
// keel:sample end
