import AppDomain
import Foundation
import KeelNetwork

/// `login` and token `refresh`. Its ``refresher(tokens:onTokensChange:)`` builds the
/// KeelNetwork `TokenRefresher` the signed-in client uses, so a 401 refreshes once through
/// this repository.
public struct SessionRepository: SessionRepositoryProtocol {
  private let client: any APIClientProtocol
  private let now: @Sendable () -> Date

  public init(client: any APIClientProtocol, now: @escaping @Sendable () -> Date = { Date() }) {
    self.client = client
    self.now = now
  }

  public func signIn(email: String, password: String) async throws(RepositoryError) -> SessionGrant {
    do {
      return try await grant(for: try .login(LoginDTO(email: email, password: password)))
    } catch {
      throw RepositoryError(error)
    }
  }

  public func refresh(refreshToken: String) async throws(RepositoryError) -> SessionTokens {
    do {
      return try await session(for: try .refreshSession(RefreshDTO(refreshToken: refreshToken)))
    } catch {
      throw RepositoryError(error)
    }
  }

  public func register(email: String, password: String) async throws(RepositoryError) -> SessionGrant {
    do {
      return try await grant(for: try .register(LoginDTO(email: email, password: password)))
    } catch {
      throw RepositoryError(error)
    }
  }

  public func signInWithApple(
    identityToken: String, rawNonce: String, authorizationCode: String?
  ) async throws(RepositoryError) -> SessionGrant {
    do {
      let body = AppleSignInDTO(identityToken: identityToken, rawNonce: rawNonce, authorizationCode: authorizationCode)
      return try await grant(for: try .appleSignIn(body))
    } catch {
      throw RepositoryError(error)
    }
  }

  public func requestPasswordReset(email: String) async throws(RepositoryError) {
    do {
      _ = try await client.response(for: try .passwordReset(PasswordResetDTO(email: email)), timeLimit: nil).get()
    } catch {
      throw RepositoryError(error)
    }
  }

  /// Revokes `refreshToken` on the server (sign-out), within `timeLimit`: a sign-out never
  /// waits long on a server that does not answer.
  public func logout(refreshToken: String, timeLimit: Duration = .seconds(5)) async throws(RepositoryError) {
    do {
      _ = try await client.response(for: try .logout(RefreshDTO(refreshToken: refreshToken)), timeLimit: timeLimit)
        .get()
    } catch {
      throw RepositoryError(error)
    }
  }

  /// The refresh call in the network layer's terms (its errors decide whether the session
  /// survives a failed refresh).
  public func refreshTokens(_ refreshToken: String) async throws(APIError) -> AuthTokens {
    let tokens = try await session(for: try .refreshSession(RefreshDTO(refreshToken: refreshToken)))
    return AuthTokens(tokens)
  }

  /// A token refresher that renews `tokens` through this repository.
  public func refresher(
    tokens: SessionTokens?, onTokensChange: @escaping @Sendable (AuthTokens?) async -> Void = { _ in }
  ) -> TokenRefresher {
    TokenRefresher(
      tokens: tokens.map(AuthTokens.init), now: now, onTokensChange: onTokensChange,
      refresh: { refreshToken async throws(APIError) in try await self.refreshTokens(refreshToken) })
  }

  private func session(for endpoint: APIEndpoint) async throws(APIError) -> SessionTokens {
    try await grant(for: endpoint).tokens
  }

  private func grant(for endpoint: APIEndpoint) async throws(APIError) -> SessionGrant {
    let receivedAt = now()
    let dto = try await client.request(endpoint, as: SessionDTO.self).get()
    return SessionGrant(tokens: DTOMapper.session(dto, receivedAt: receivedAt), accountID: dto.accountId)
  }
}

extension AuthTokens {
  public init(_ tokens: SessionTokens) {
    self.init(accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, expiresAt: tokens.expiresAt)
  }
}
