/// Revokes the session's refresh token on the server (`POST /auth/logout`). AppData implements
/// it over the stored tokens; the mock configuration has nothing to revoke.
public protocol SessionRevoking: Sendable {
  /// Revokes the stored refresh token; returns without a request when there is none.
  func revokeSession() async throws(RepositoryError)
}

/// How a sign-out went on the server. Locally it always ends the session.
public enum LogoutOutcome: Sendable, Hashable {
  /// The server revoked the refresh token.
  case revoked
  /// The server could not be asked or refused; the local session ended anyway, and the
  /// refresh token lapses on the server when it expires.
  case signedOutLocally(RepositoryError)
}

/// Seed 001's `LogoutUseCase`: revoke the refresh token on the server, then end the session
/// here (the tokens leave the secure store) and close what was opened for it (the signed-in
/// scope), whatever the server said. A person who signs out is signed out, even offline.
public struct LogoutUseCase: Sendable {
  private let revoker: any SessionRevoking
  private let session: any SessionManaging
  private let closeScope: @MainActor @Sendable () -> Void

  /// - Parameter closeScope: closes the signed-in scope (the composition root's part).
  public init(
    revoker: any SessionRevoking, session: any SessionManaging, closeScope: @escaping @MainActor @Sendable () -> Void
  ) {
    self.revoker = revoker
    self.session = session
    self.closeScope = closeScope
  }

  @discardableResult
  public func execute() async -> LogoutOutcome {
    let outcome: LogoutOutcome
    do throws(RepositoryError) {
      try await revoker.revokeSession()
      outcome = .revoked
    } catch {
      outcome = .signedOutLocally(error)
    }
    await session.signOut()
    await closeScope()
    return outcome
  }
}

/// Nothing to revoke: the mock configuration, and sessions without a server.
public struct NoSessionRevoker: SessionRevoking {
  public init() {}
  public func revokeSession() async throws(RepositoryError) {}
}
