import AppDomain
import AppFeature
import AppServices
import AppTestSupport
import DevServer
import KeelCore
import KeelTesting
import Testing

/// A background launch after the phone restarted, before anyone unlocked it (a background
/// refresh, a push): the Keychain refuses to read the session (`errSecInteractionNotAllowed`).
/// The app neither signs the person out nor deletes the tokens; it waits, and at the unlock reads
/// the session and opens as the person left it.
@MainActor
@Suite("AppJourney: launched with the Keychain locked")
struct LockedKeychainJourneyTests {
  @Test func theSessionIsKeptAndRestoredAtTheUnlock() async throws {
    try await AppDevice.journey(.development) { device in
      let account = device.account
      do {
        let first = try await device.launch()
        try await first.passGates(email: account.email, password: account.password)
        first.enterBackground()
      }

      device.restart()
      let (app, launching) = try device.launchInBackground()
      // The session was asked for (and refused) at least once more than the app's first read.
      try await waitForCondition(timeout: AppDevice.patience) { device.keychain.refusedCalls >= 2 }
      try await Task.sleep(for: .milliseconds(200))
      #expect(app.shown == .loading, "not sign-in: the person is not signed out")
      #expect(try device.holdsSessionTokens(), "the tokens are still in the Keychain")
      #expect(device.sessionUserID?.isEmpty == false, "whose session it is, still filed")

      device.unlock(app)
      await launching.value
      #expect(app.shown == .main, "restored at the unlock, no gate again")
      #expect(try app.services.scopes.signedIn?.resolve(.user).email == account.email)
      #expect(device.server?.server.activity.count(of: .login) == 1, "nobody typed a password again")
      #expect(try device.holdsSessionTokens())
    }
  }
}
