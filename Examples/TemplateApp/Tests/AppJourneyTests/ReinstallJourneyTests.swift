import AppDomain
import AppFeature
import AppServices
import AppTestSupport
import DevServer
import KeelCore
import Testing

/// A reinstall: deleting the app deletes its `UserDefaults` but not its Keychain items. The first
/// launch of the new install empties the Keychain, so it starts signed out (never as the previous
/// install's session); its later launches keep what this install stores.
@MainActor
@Suite("AppJourney: reinstall")
struct ReinstallJourneyTests {
  @Test func theFirstLaunchAfterAnInstallForgetsTheEarlierInstallsSession() async throws {
    try await AppDevice.journey(.development) { device in
      let account = device.account
      try await device.keepSessionOfAnEarlierInstall()

      do {
        let app = try await device.launch()
        #expect(app.shown == .onboarding)
        #expect(app.services.scopes.signedIn == nil, "no session restored from the earlier install")
        #expect(try !device.holdsSessionTokens(), "the earlier install's tokens are gone")
        try await app.finishOnboarding()
        #expect(app.shown == .signIn, "signed out")
        try await app.passGates(email: account.email, password: account.password)
        app.enterBackground()
      }

      let second = try await device.launch()
      #expect(second.shown == .main, "the second launch keeps this install's session")
      #expect(try device.holdsSessionTokens())
      #expect(device.server?.server.activity.count(of: .login) == 2, "the earlier install's and this one's")
    }
  }
}
