// keel:sample begin
import AppDomain
import AppFeature
import AppServices
import AppTestSupport
import DevServer
import Foundation
import KeelCore
import KeelTesting
import Testing

/// Deleting the account from Settings → Profile (App Store review requires it): confirmed with
/// the password, sign-in shows, and nothing of that user is left, checked store by store on the
/// device (secure store, key-value store, files, memory) and on the server.
@MainActor
@Suite("AppJourney: account deletion")
struct AccountDeletionJourneyTests {
  @Test func deletingTheAccountShowsSignInAndLeavesNothingOfTheUser() async throws {
    try await AppDevice.journey(.development) { device in
      let account = device.account
      device.storageDirectory = device.applicationSupport
      let queueFile: URL
      do {
        let app = try await device.launch()
        try await app.passGates(email: account.email, password: account.password)
        // Everything of the user's is filed under the server's account id, not the e-mail.
        let userID = try #require(device.sessionUserID)
        queueFile = AppServices.analyticsQueueFile(
          for: SignedInUser(id: userID, email: account.email), in: device.applicationSupport)
        // What a session leaves behind: a favorite, the kept list, queued analytics.
        do {
          let list = try await app.showItemsList()
          list.toggleFavorite(id: "espresso")
          try await app.wait(until: { list.favoriteIDs == ["espresso"] })
          list.onDisappear()
        }
        await app.services.enteredBackground()
        #expect(try device.holdsSessionTokens(), "before: the session's tokens")
        #expect(device.keeps("favorites.\(userID)"), "before: favorites")
        #expect(device.keeps("items.cache.\(userID)"), "before: the kept list")
        #expect(FileManager.default.fileExists(atPath: queueFile.path), "before: the analytics queue")
        #expect(app.crashReporter?.userID == userID, "before: reports name the user")
        let session = app.sessionObjects

        try await app.deleteAccount(password: account.password)

        #expect(app.shown == .signIn)
        #expect(try !device.holdsSessionTokens(), "secure store: no tokens")
        #expect(!device.keeps("favorites.\(userID)"), "key-value store: favorites")
        #expect(!device.keeps("items.cache.\(userID)"), "key-value store: kept list")
        #expect(device.sessionUserID == "", "key-value store: the session's user id")
        #expect(!FileManager.default.fileExists(atPath: queueFile.path), "files: the analytics queue")
        #expect(app.services.analyticsUploader == nil, "memory: no queue of theirs is open")
        #expect(app.crashReporter?.userID == nil, "crash reporter: no user id")
        #expect(app.services.scopes.signedIn == nil, "the signed-in scope")
        try await assertNoLeaks(session, settle: .seconds(10))
        let rows = try await #require(device.server).server.database.rowCounts(of: account.email)
        #expect(rows.values.allSatisfy { $0 == 0 }, "the server keeps nothing either: \(rows)")
        app.enterBackground()
      }

      // The next launch has nothing to restore: sign-in, and the password no longer works.
      let relaunched = try await device.launch()
      #expect(relaunched.shown == .signIn)
      #expect(relaunched.services.scopes.signedIn == nil)
      await #expect(throws: JourneyError.self) {
        try await relaunched.signIn(email: account.email, password: account.password)
      }
      #expect(!FileManager.default.fileExists(atPath: queueFile.path))
    }
  }
}
// keel:sample end
