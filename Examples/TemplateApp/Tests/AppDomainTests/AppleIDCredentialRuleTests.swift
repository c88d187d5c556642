import AppDomain
import Testing

/// What the app does with Apple's word on a Sign in with Apple credential.
@Suite("AppleIDCredentialRule")
struct AppleIDCredentialRuleTests {
  @Test func revokedOrNotFoundSignsOut() {
    #expect(AppleIDCredentialRule.action(for: .revoked) == .signOut)
    #expect(AppleIDCredentialRule.action(for: .notFound) == .signOut)
  }

  @Test func authorizedKeepsTheSessionQuietly() {
    #expect(AppleIDCredentialRule.action(for: .authorized) == .keepSession)
  }

  @Test func transferredOrUnknownKeepsTheSessionWithAWarning() {
    guard case .keepSessionAndWarn(let transferred) = AppleIDCredentialRule.action(for: .transferred) else {
      Issue.record("a transferred credential should keep the session with a warning")
      return
    }
    #expect(transferred.contains("migrate"))
    guard case .keepSessionAndWarn(let unknown) = AppleIDCredentialRule.action(for: .unrecognized(7)) else {
      Issue.record("an unknown state should keep the session with a warning")
      return
    }
    #expect(unknown.contains("7"))
  }

  /// Apple's raw values as the SDK's header numbers them; a newer one is kept, not guessed.
  @Test func appleRawValuesMapToTheirStates() {
    let states = (0...4).map(AppleIDCredentialState.init(appleRawValue:))
    #expect(states == [.revoked, .authorized, .notFound, .transferred, .unrecognized(4)])
  }
}
