import AppDomain
import AppFixtures
import Testing

/// The previews' owner check: what it was given, every time.
@Suite struct FixtureDeviceAuthenticatorTests {
  @Test func itOffersWhatItWasGivenAndAnswersEveryPromptAlike() async {
    let authenticator = FixtureDeviceAuthenticator(available: .touchID, outcome: .cancelled)
    #expect(authenticator.availableAuthentication() == .touchID)
    #expect(await authenticator.authenticate(reason: "Unlock") == .cancelled)
    #expect(await authenticator.authenticate(reason: "Unlock") == .cancelled)
    #expect(await FixtureDeviceAuthenticator().authenticate(reason: "Unlock") == .succeeded)
  }
}
