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
  // keel:sample begin
  @Test func anAppleAccountWithoutAnEmailKeepsItsIdentityAcrossARelaunch() async throws {
    try await AppDevice.journey(.development) { device in
      let appleID = AppDriver.AppleID.random()
      let userID: String
      do {
        let first = try await device.launch()
        try await first.passGates(withApple: appleID)
        #expect(device.server?.server.activity.count(of: .appleSignIn) == 1)
        #expect(
          device.server?.server.appleAccounts.authorizationCode(of: "apple:\(appleID.user)") != nil,
          "the server keeps the authorization code for the account's deletion")
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
  // keel:sample end

  /// Apple's word on the credential is asked at launch: the person stopped using their Apple
  /// ID with the app while it was not running, so the restored session ends (Apple: revoked →
  /// signed out), through the app's one sign-out path: tokens gone, sign-in shown.
  @Test func anAppleIDRevokedWhileTheAppWasClosedSignsOutAtLaunch() async throws {
    try await AppDevice.journey(.development) { device in
      let appleID = AppDriver.AppleID.random()
      do {
        let first = try await device.launch()
        try await first.passGates(withApple: appleID)
        #expect(device.store?.value(\.sessionAppleUserID) == appleID.user, "Apple's user id is kept")
        first.enterBackground()
      }
      device.appleIDs.revoke(appleID.user)

      let second = try await device.launch()
      try await second.wait(for: .signIn)
      #expect(device.appleIDs.asked.last == appleID.user)
      #expect(try !device.holdsSessionTokens(), "the tokens are gone")
      #expect(device.sessionUserID == "")
      #expect(device.store?.value(\.sessionAppleUserID) == "", "the Apple user id goes with the session")
    }
  }

  /// Apple's revocation notification while the app runs signs the person out at once.
  @Test func anAppleIDRevokedWhileTheAppRunsSignsOut() async throws {
    try await AppDevice.journey(.development) { device in
      let appleID = AppDriver.AppleID.random()
      let app = try await device.launch()
      try await app.passGates(withApple: appleID)
      try await app.wait(until: { device.appleIDs.observerCount == 1 })
      device.appleIDs.revoke(appleID.user)
      try await app.wait(for: .signIn)
      #expect(try !device.holdsSessionTokens(), "the tokens are gone")
      #expect(app.services.scopes.signedIn == nil)
    }
  }

  /// An authorized credential, or one moved to another team, keeps the session at launch.
  @Test func anAppleIDStillAuthorizedOrTransferredKeepsTheSession() async throws {
    try await AppDevice.journey(.development) { device in
      let appleID = AppDriver.AppleID.random()
      do {
        let first = try await device.launch()
        try await first.passGates(withApple: appleID)
        first.enterBackground()
      }
      for transferred in [false, true] {
        if transferred { device.appleIDs.transfer(appleID.user) }
        let app = try await device.launch()
        try await app.wait(for: .main)
        try await app.wait(until: { device.appleIDs.asked.count == (transferred ? 3 : 2) })
        #expect(app.shown == .main)
        #expect(try device.holdsSessionTokens())
        app.enterBackground()
      }
    }
  }

  /// Deleting a Sign in with Apple account re-authenticates with Apple, not a password, and the
  /// fresh authorization code reaches the server, which revokes the Apple token (Apple's rule
  /// since 2022-06-30). Nothing of the person stays on the device.
  @Test func deletingAnAppleAccountReauthenticatesWithAppleAndRevokesItsToken() async throws {
    try await AppDevice.journey(.development) { device in
      let appleID = AppDriver.AppleID.random()
      let app = try await device.launch()
      try await app.passGates(withApple: appleID)
      let code = try await app.deleteAccountWithApple()
      let revocations = device.server?.server.appleAccounts.revocations.map(\.authorizationCode)
      #expect(revocations == [code], "the fresh code, not the sign-in's")
      #expect(try !device.holdsSessionTokens())
      #expect(device.sessionUserID == "")
      #expect(device.store?.value(\.sessionAppleUserID) == "")
    }
  }
}
