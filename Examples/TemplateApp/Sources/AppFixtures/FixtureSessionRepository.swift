import AppDomain
import Foundation

/// The mock configuration's account endpoints (and the previews' of sign-up and forgot
/// password): registering and password resets succeed with no network, or every call fails with
/// a given error (a preview of a screen's error state); the tokens are placeholders nothing
/// sends anywhere.
public struct FixtureSessionRepository: SessionRepositoryProtocol {
  private let failure: RepositoryError?

  public init(failure: RepositoryError? = nil) {
    self.failure = failure
  }

  public func signIn(email: String, password: String) async throws(RepositoryError) -> SessionGrant {
    SessionGrant(tokens: try answer(), accountID: Self.accountID)
  }

  public func refresh(refreshToken: String) async throws(RepositoryError) -> SessionTokens {
    try answer()
  }

  public func register(email: String, password: String) async throws(RepositoryError) -> SessionGrant {
    SessionGrant(tokens: try answer(), accountID: Self.accountID)
  }

  public func signInWithApple(
    identityToken: String, rawNonce: String, authorizationCode: String?
  ) async throws(RepositoryError) -> SessionGrant {
    SessionGrant(tokens: try answer(), accountID: Self.accountID)
  }

  public func requestPasswordReset(email: String) async throws(RepositoryError) {
    if let failure { throw failure }
  }

  private func answer() throws(RepositoryError) -> SessionTokens {
    if let failure { throw failure }
    return Self.tokens
  }

  /// The fixture account's id (the mock build files its user under it).
  static let accountID = "fixture-account"

  /// Random placeholders, never credentials: the mock session never leaves the process.
  static var tokens: SessionTokens {
    SessionTokens(
      accessToken: UUID().uuidString, refreshToken: UUID().uuidString, expiresAt: Date().addingTimeInterval(3_600))
  }
}
