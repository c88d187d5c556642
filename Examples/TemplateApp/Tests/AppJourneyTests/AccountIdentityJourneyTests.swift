// keel:sample begin
import AppDomain
import AppFeature
import AppServices
import AppTestSupport
import KeelCore
import Testing

/// Who a person is to the app: the server's account id, never the e-mail as typed. Found by
/// an outside review: `Ada@…` and `ada@…` were two people on the device (two favorites lists,
/// two analytics queues) and the server refused the first.
@MainActor
@Suite("AppJourney: account identity")
struct AccountIdentityJourneyTests {
  @Test func anEmailTypedInAnotherCaseIsTheSamePerson() async throws {
    try await AppDevice.journey(.development) { device in
      let account = device.account
      let app = try await device.launch()
      try await app.passGates(email: " " + account.email.uppercased(), password: account.password)
      let user = try #require(try app.services.scopes.signedIn?.resolve(.user))
      #expect(user.email == account.email.lowercased(), "the e-mail is kept normalised")
      #expect(!user.id.isEmpty && user.id != user.email, "filed under the server's account id")
      #expect(device.sessionUserID == user.id)
      let list = try await app.showItemsList()
      list.toggleFavorite(id: "espresso")
      try await app.wait(until: { list.favoriteIDs == ["espresso"] })
      list.onDisappear()

      try await app.signOutFromSettings()
      try await app.passGates(email: account.email, password: account.password)
      #expect(try app.services.scopes.signedIn?.resolve(.user).id == user.id)
      #expect(try await app.showFavoritesList().shownIDs == ["espresso"], "the same person's favorites")
    }
  }
}
// keel:sample end
