// keel:sample begin
import AppDomain
import AppFeature
import AppServices
import AppTestSupport
import DevServer
import KeelCore
import Testing

/// Sign in with Apple on the sign-in screen, against the development server. Found by an
/// outside review: the provider was built but the app never offered it. An Apple ID that shares
/// no e-mail is still one person: the server's account id, kept across relaunches.
@MainActor
@Suite("AppJourney: Sign in with Apple")
struct AppleSignInJourneyTests {
  @Test func anAppleAccountWithoutAnEmailKeepsItsIdentityAcrossARelaunch() async throws {
    try await AppDevice.journey(.development) { device in
      let appleID = AppDriver.AppleID.random()
      let userID: String
      do {
        let first = try await device.launch()
        try await first.passGates(withApple: appleID)
        #expect(device.server?.server.activity.count(of: .appleSignIn) == 1)
        let user = try #require(try first.services.scopes.signedIn?.resolve(.user))
        #expect(!user.id.isEmpty && user.email.isEmpty, "no e-mail shared, yet an account: \(user)")
        #expect(device.sessionUserID == user.id)
        userID = user.id
        let list = try await first.showItemsList()
        list.toggleFavorite(id: "espresso")
        try await first.wait(until: { list.favoriteIDs == ["espresso"] })
        list.onDisappear()
        first.enterBackground()
      }

      let second = try await device.launch()
      try await second.wait(for: .main)
      #expect(device.server?.server.activity.count(of: .appleSignIn) == 1, "Apple's sheet was not shown again")
      #expect(device.sessionUserID == userID)
      #expect(try second.services.scopes.signedIn?.resolve(.user).id == userID)
      #expect(try await second.showFavoritesList().shownIDs == ["espresso"], "the same person's favorites")
    }
  }
}
// keel:sample end
