import AppDomain
import Foundation
import KeelCore

/// The mock configuration's account endpoints: registering and password resets succeed with
/// no network; the tokens are placeholders nothing sends anywhere.
public struct FixtureSessionRepository: SessionRepositoryProtocol {
  public init() {}

  public func signIn(email: String, password: String) async throws(RepositoryError) -> SessionTokens {
    Self.tokens
  }

  public func refresh(refreshToken: String) async throws(RepositoryError) -> SessionTokens {
    Self.tokens
  }

  public func register(email: String, password: String) async throws(RepositoryError) -> SessionTokens {
    Self.tokens
  }

  public func signInWithApple(identityToken: String, rawNonce: String) async throws(RepositoryError) -> SessionTokens {
    Self.tokens
  }

  public func requestPasswordReset(email: String) async throws(RepositoryError) {}

  /// Random placeholders, never credentials: the mock session never leaves the process.
  static var tokens: SessionTokens {
    SessionTokens(
      accessToken: UUID().uuidString, refreshToken: UUID().uuidString, expiresAt: Date().addingTimeInterval(3_600))
  }
}

/// The mock configuration's session: held in memory for the process, so a mock build always
/// launches signed out and sign-out needs no server.
public final class MockSessionManager: SessionManaging {
  private let tokens = Locked<SessionTokens?>(nil)

  public init() {}

  public var isSignedIn: Bool { tokens.withLock { $0 != nil } }

  public func start(_ tokens: SessionTokens) async { self.tokens.withLock { $0 = tokens } }

  public func restore() async -> SessionRestoreOutcome {
    isSignedIn ? .signedIn : .signedOut
  }

  public func signOut() async { tokens.withLock { $0 = nil } }
}

/// The mock configuration's launch answers: the native app (no status request) and a launch
/// object acknowledged locally.
public struct MockLaunchServices: AppStatusServiceProtocol, AnalyticsRepositoryProtocol {
  public init() {}

  public func loadStatus() async -> StatusResult { .zero(statisticsURL: nil) }

  public func addObject() async -> Bool { true }
}

/// The mock configuration's account: a deletion succeeds with any password typed (there is no
/// server to check it against), so the whole flow can be tried in a mock build.
public struct FixtureAccountRepository: AccountRepositoryProtocol {
  public init() {}

  public func deleteAccount(password: String) async throws(RepositoryError) {}
}
