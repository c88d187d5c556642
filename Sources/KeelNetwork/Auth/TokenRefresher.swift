import Foundation
import KeelCore

/// Holds the session's tokens and refreshes the access token — once, however many requests
/// find it expired at the same time.
///
/// When ten requests get 401 together, each calls ``refresh(rejecting:)`` with the token it
/// sent; the first starts the refresh, the others wait for that same refresh, and all retry
/// with the new token. A request that was rejected with an already-replaced token gets the
/// current one without another refresh.
///
/// When the server refuses the refresh (a 4xx), the session is signed out: ``state`` becomes
/// `.signedOut(.refreshFailed)`, ``onTokensChange`` receives `nil` (so the app deletes the
/// stored tokens) and waiting requests fail with ``APIError/unauthorized(_:)``. A refresh that
/// fails for a transient reason (no network, a 5xx) keeps the session: being offline is not a
/// reason to make someone sign in again.
public actor TokenRefresher: AccessTokenSource {
  /// Exchanges a refresh token for new tokens (the app's token-refresh endpoint).
  public typealias Refresh = @Sendable (_ refreshToken: String) async throws(APIError) -> AuthTokens

  private let refreshTokens: Refresh
  private let onTokensChange: @Sendable (AuthTokens?) async -> Void
  private let now: @Sendable () -> Date
  private let expiryMargin: TimeInterval
  private var tokens: AuthTokens?
  private var inFlight: Task<Result<String, APIError>, Never>?
  /// Bumped on every sign-in and sign-out, so a refresh that finishes after one is discarded.
  private var generation = 0

  /// The session's state; the app observes `state.values` to return to sign-in.
  public nonisolated let state: CurrentValueStream<SessionState>

  /// How many refreshes have run (each one a request to the refresh endpoint).
  public private(set) var refreshCount = 0

  /// - Parameters:
  ///   - tokens: the tokens restored from secure storage at launch, or `nil`.
  ///   - expiryMargin: how long before `expiresAt` a token counts as expired.
  ///   - onTokensChange: called with new tokens after a refresh or sign-in, and `nil` on
  ///     sign-out, so the app can keep its secure store in step.
  public init(
    tokens: AuthTokens?,
    expiryMargin: TimeInterval = 30,
    now: @escaping @Sendable () -> Date = { Date() },
    onTokensChange: @escaping @Sendable (AuthTokens?) async -> Void = { _ in },
    refresh: @escaping Refresh
  ) {
    self.tokens = tokens
    self.expiryMargin = expiryMargin
    self.now = now
    self.onTokensChange = onTokensChange
    self.refreshTokens = refresh
    self.state = CurrentValueStream(tokens == nil ? .signedOut(.notSignedIn) : .signedIn)
  }

  public var isSignedIn: Bool { tokens != nil }

  /// The current tokens, for tests and for persisting.
  public var currentTokens: AuthTokens? { tokens }

  /// Starts a session with tokens from the login endpoint.
  public func signIn(with tokens: AuthTokens) async {
    generation += 1
    inFlight = nil
    self.tokens = tokens
    state.send(.signedIn)
    await onTokensChange(tokens)
  }

  /// Ends the session; later bearer requests fail with ``APIError/unauthorized(_:)``.
  public func signOut() async {
    await end(reason: .requested)
  }

  /// An access token that is not known to be expired: the current one, or a refreshed one
  /// when `expiresAt` has passed (less the margin).
  public func validAccessToken() async throws(APIError) -> String {
    guard let tokens else { throw .unauthorized(nil) }
    if let expiresAt = tokens.expiresAt, expiresAt.timeIntervalSince(now()) <= expiryMargin {
      return try await refresh(rejecting: tokens.accessToken)
    }
    return tokens.accessToken
  }

  /// A fresh access token after the server rejected `rejected`. Concurrent callers share one
  /// refresh; a caller whose rejected token was already replaced gets the replacement.
  public func refresh(rejecting rejected: String?) async throws(APIError) -> String {
    guard let tokens else { throw .unauthorized(nil) }
    if let rejected, rejected != tokens.accessToken { return tokens.accessToken }
    let task: Task<Result<String, APIError>, Never>
    if let inFlight {
      task = inFlight
    } else {
      let refreshToken = tokens.refreshToken
      let generation = generation
      task = Task { await self.runRefresh(refreshToken: refreshToken, generation: generation) }
      inFlight = task
    }
    return try await task.value.get()
  }

  private func runRefresh(refreshToken: String, generation: Int) async -> Result<String, APIError> {
    refreshCount += 1
    let result: Result<AuthTokens, APIError>
    do {
      result = .success(try await refreshTokens(refreshToken))
    } catch {
      result = .failure(error)
    }
    guard generation == self.generation else {
      // Signed in or out while refreshing: this refresh belongs to a session that is gone.
      return tokens.map { .success($0.accessToken) } ?? .failure(.unauthorized(nil))
    }
    inFlight = nil
    switch result {
    case .success(let newTokens):
      tokens = newTokens
      await onTokensChange(newTokens)
      return .success(newTokens.accessToken)
    case .failure(let error) where Self.keepsSession(error):
      return .failure(error)
    case .failure(let error):
      await end(reason: .refreshFailed(error))
      return .failure(.unauthorized(nil))
    }
  }

  private func end(reason: SignOutReason) async {
    generation += 1
    inFlight = nil
    let hadTokens = tokens != nil
    tokens = nil
    state.send(.signedOut(reason))
    if hadTokens { await onTokensChange(nil) }
  }

  /// Failures that say nothing about the refresh token: the network or the server is down.
  private static func keepsSession(_ error: APIError) -> Bool {
    switch error {
    case .timedOut, .cancelled, .transport, .server, .rateLimited, .invalidResponse: true
    default: false
    }
  }
}
