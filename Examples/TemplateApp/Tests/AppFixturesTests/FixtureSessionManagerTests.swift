import AppDomain
import AppFixtures
import Foundation
import Testing

/// The mock build's session: in memory, so it starts signed out and sign-out needs no server.
@Suite struct FixtureSessionManagerTests {
  @Test func aStartedSessionIsRestoredUntilSignOut() async {
    let session = FixtureSessionManager()
    #expect(await session.restore() == .signedOut)
    await session.start(
      SessionTokens(
        accessToken: UUID().uuidString, refreshToken: UUID().uuidString, expiresAt: Date(timeIntervalSinceNow: 60)))
    #expect(session.isSignedIn)
    #expect(await session.restore() == .signedIn)
    await session.signOut()
    #expect(await session.restore() == .signedOut)
  }
}
