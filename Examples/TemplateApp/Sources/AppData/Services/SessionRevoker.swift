import AppDomain
import Foundation

/// Revokes the stored session's refresh token (`POST /auth/logout`). The token is read from the
/// secure store, which the refresher keeps in step, so it is the one the server last issued.
public struct SessionRevoker: SessionRevoking {
  private let sessions: SessionRepository
  private let tokenStore: SessionTokenStore
  private let timeLimit: Duration

  /// - Parameter timeLimit: how long a sign-out waits for the server before ending the session
  ///   here without it.
  public init(sessions: SessionRepository, tokenStore: SessionTokenStore, timeLimit: Duration = .seconds(5)) {
    self.sessions = sessions
    self.tokenStore = tokenStore
    self.timeLimit = timeLimit
  }

  public func revokeSession() async throws(RepositoryError) {
    guard let tokens = tokenStore.load() else { return }
    try await sessions.logout(refreshToken: tokens.refreshToken, timeLimit: timeLimit)
  }
}
