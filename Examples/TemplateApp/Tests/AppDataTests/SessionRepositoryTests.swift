import AppData
import AppDomain
import AppTestSupport
import DevServer
import Foundation
import KeelNetwork
import Testing

@Suite("SessionRepository against the development server")
struct SessionRepositoryTests {
  @Test func signingInReturnsTokensExpiringWhenTheServerSays() async throws {
    let clock = ManualDate()
    try await DevServerHarness.with(DevServerConfiguration(accessTokenLifetimeSeconds: 120)) { harness in
      let sessions = SessionRepository(client: harness.anonymousClient(), now: { clock.now })
      let tokens = try await sessions.signIn(email: harness.account.email, password: harness.account.password).tokens
      #expect(tokens.expiresAt == clock.now.addingTimeInterval(120))
      #expect(!tokens.accessToken.isEmpty && tokens.accessToken != tokens.refreshToken)
      #expect(!"\(tokens)".contains(tokens.accessToken))
    }
  }

  /// The server names the account in every sign-in's answer, the same however the e-mail was
  /// typed, and never the e-mail itself.
  @Test func theAnswerNamesTheAccountWhateverCaseTheEmailWasTypedIn() async throws {
    try await DevServerHarness.with { harness in
      let sessions = SessionRepository(client: harness.anonymousClient())
      let email = harness.account.email
      let typed = try await sessions.signIn(email: " \(email.uppercased()) ", password: harness.account.password)
      let plain = try await sessions.signIn(email: email, password: harness.account.password)
      let id = try #require(plain.accountID)
      #expect(typed.accountID == id)
      #expect(!id.isEmpty && !id.contains("@"))
      let other = try await sessions.register(
        email: "other-\(UUID().uuidString.prefix(8))@example.org", password: TestSecret.make())
      #expect(other.accountID != nil && other.accountID != id)
    }
  }

  @Test func aWrongPasswordIsUnauthorized() async throws {
    try await DevServerHarness.with { harness in
      let sessions = SessionRepository(client: harness.anonymousClient())
      await #expect(throws: RepositoryError.unauthorized) {
        _ = try await sessions.signIn(email: harness.account.email, password: UUID().uuidString)
      }
    }
  }

  @Test func refreshingRotatesTheTokens() async throws {
    try await DevServerHarness.with { harness in
      let sessions = SessionRepository(client: harness.anonymousClient())
      let first = try await sessions.signIn(email: harness.account.email, password: harness.account.password).tokens
      let second = try await sessions.refresh(refreshToken: first.refreshToken)
      #expect(second.accessToken != first.accessToken)
      await #expect(throws: RepositoryError.unauthorized) {
        _ = try await sessions.refresh(refreshToken: first.refreshToken)
      }
    }
  }

  @Test func anExpiredAccessTokenIsRefreshedOnceAndTheRequestRetried() async throws {
    let serverClock = ManualDate(Date())
    let configuration = DevServerConfiguration(accessTokenLifetimeSeconds: 600)
    try await DevServerHarness.with(configuration, now: { serverClock.now }) { harness in
      let (client, refresher) = try await harness.signedInClient()
      #expect(try await ItemsRepository(client: client).items().count == 6)
      serverClock.advance(by: 601)
      #expect(try await ItemsRepository(client: client).items().count == 6)
      #expect(await refresher.refreshCount == 1)
      #expect(harness.server.activity.count(of: .refresh) == 1)
      #expect(harness.server.activity.records.filter { $0.route == .items }.map(\.status) == [200, 401, 200])
    }
  }

  @Test func aRefusedRefreshSignsTheSessionOut() async throws {
    let serverClock = ManualDate(Date())
    let configuration = DevServerConfiguration(accessTokenLifetimeSeconds: 60, refreshTokenLifetimeSeconds: 120)
    try await DevServerHarness.with(configuration, now: { serverClock.now }) { harness in
      let (client, refresher) = try await harness.signedInClient()
      serverClock.advance(by: 121)
      await #expect(throws: RepositoryError.unauthorized) { _ = try await ProfileRepository(client: client).profile() }
      #expect(await refresher.isSignedIn == false)
      guard case .signedOut(.refreshFailed) = refresher.state.value else {
        Issue.record("expected signed out after a refused refresh, got \(refresher.state.value)")
        return
      }
    }
  }

  @Test func registeringSignsInAtOnceAndTheAccountCanSignInAgain() async throws {
    try await DevServerHarness.with { harness in
      let sessions = SessionRepository(client: harness.anonymousClient())
      let email = "new-\(UUID().uuidString.prefix(8))@example.org"
      let password = TestSecret.make()
      let tokens = try await sessions.register(email: email, password: password).tokens
      #expect(!tokens.accessToken.isEmpty)
      _ = try await sessions.signIn(email: email, password: password)
      await #expect(throws: RepositoryError.rejected("an account with this email exists; sign in instead")) {
        _ = try await sessions.register(email: email, password: TestSecret.make())
      }
      await #expect(throws: RepositoryError.rejected("field 'password' must be at least 8 characters")) {
        _ = try await sessions.register(email: "other@example.org", password: TestSecret.make(length: 7))
      }
    }
  }

  @Test func aPasswordResetIsAcceptedWhateverTheEmail() async throws {
    try await DevServerHarness.with { harness in
      let sessions = SessionRepository(client: harness.anonymousClient())
      try await sessions.requestPasswordReset(email: harness.account.email)
      try await sessions.requestPasswordReset(email: "nobody-\(UUID().uuidString)@example.org")
      #expect(harness.server.activity.records.filter { $0.route == .passwordReset }.map(\.status) == [202, 202])
    }
  }

  /// SHA-256 of "abc" (FIPS 180-2, appendix B.1).
  static let abcDigest = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"

  @Test func signInWithAppleChecksTheNonceAndSignsIn() async throws {
    try await DevServerHarness.with { harness in
      let sessions = SessionRepository(client: harness.anonymousClient())
      let token = try TestIdentityToken.make([
        "sub": "001.apple", "email": "apple@example.org", "nonce": Self.abcDigest,
      ])
      let tokens = try await sessions.signInWithApple(identityToken: token, rawNonce: "abc").tokens
      #expect(!tokens.accessToken.isEmpty)
      await #expect(throws: RepositoryError.unauthorized) {
        _ = try await sessions.signInWithApple(identityToken: token, rawNonce: "abd")
      }
      await #expect(throws: RepositoryError.unauthorized) {
        _ = try await sessions.signInWithApple(identityToken: TestSecret.make(), rawNonce: "abc")
      }
      // Two blocks of SHA-256 (FIPS 180-2, appendix B.2).
      let long = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
      let longDigest = "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
      let second = try TestIdentityToken.make(["sub": "002.apple", "nonce": longDigest])
      _ = try await sessions.signInWithApple(identityToken: second, rawNonce: long)
    }
  }
}
