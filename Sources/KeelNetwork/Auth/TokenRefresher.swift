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
/// Only a server that rejects the refresh credentials signs the session out: a 401 or 403 from
/// the refresh endpoint, or a 400 whose JSON body says OAuth's `"error": "invalid_grant"`
/// (RFC 6749 §5.2). Then ``state`` becomes `.signedOut(.refreshFailed)`, `onTokensChange`
/// receives `nil` (so the app deletes the stored tokens) and waiting requests fail with
/// ``APIError/unauthorized(_:)``. Every other failure — a timeout, no network, a 5xx, a 429, a
/// 404 or 408, a redirect loop, a captive portal's HTML page that does not decode — keeps the
/// session and its tokens, and the waiting requests fail with that error: a refresh that did
/// not reach the real server says nothing about the refresh token, and making someone sign in
/// again because of a hotel's Wi-Fi is worse than one more failed request. A server that
/// rejects refresh tokens in its own way (a 400 with another body) can be mapped by the
/// ``Refresh`` closure, which throws ``APIError/unauthorized(_:)`` for it.
///
/// A caller cancelled while it waits for a refresh returns ``APIError/cancelled`` at once; the
/// refresh itself goes on for the other callers (and so that rotated tokens are not lost).
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
  ///   - now: the current time, compared with `expiresAt` (injected for tests).
  ///   - onTokensChange: called with new tokens after a refresh or sign-in, and `nil` on
  ///     sign-out, so the app can keep its secure store in step.
  ///   - refresh: exchanges a refresh token for new tokens at the server's refresh endpoint;
  ///     run at most once at a time, however many requests wait for it.
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

  /// Whether tokens are held.
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
    return try await Self.value(of: task).get()
  }

  /// The refresh's result, or `.cancelled` as soon as the caller's task is cancelled. The
  /// refresh is not cancelled with it: other callers wait for it too, and a server that rotates
  /// single-use refresh tokens has already consumed the old one, so its answer must be stored.
  private nonisolated static func value(
    of task: Task<Result<String, APIError>, Never>
  ) async -> Result<String, APIError> {
    let waiter = RefreshWaiter()
    // Forwards the shared result to this caller; a `Task.value` alone cannot be abandoned.
    Task { waiter.finish(await task.value) }
    return await withTaskCancellationHandler {
      await waiter.wait()
    } onCancel: {
      waiter.finish(.failure(.cancelled))
    }
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
    case .failure(let error) where Self.rejectsCredentials(error):
      await end(reason: .refreshFailed(error))
      return .failure(.unauthorized(nil))
    case .failure(let error):
      return .failure(error)
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

  /// Whether the refresh endpoint rejected the refresh credentials themselves: 401, 403, or
  /// OAuth's 400 `invalid_grant` — or a ``Refresh`` closure that says so by throwing
  /// ``APIError/unauthorized(_:)``.
  private static func rejectsCredentials(_ error: APIError) -> Bool {
    switch error {
    case .unauthorized, .forbidden: true
    case .badRequest(let response): OAuthErrorBody.code(in: response.body) == "invalid_grant"
    default: false
    }
  }
}

/// The error body of an OAuth 2 token endpoint (RFC 6749 §5.2): `{"error": "invalid_grant", …}`.
private struct OAuthErrorBody: Decodable {
  let error: String

  static func code(in body: Data) -> String? {
    try? JSONDecoder().decode(Self.self, from: body).error
  }
}

/// One caller's wait for a shared refresh: finished by the refresh's result or by the caller's
/// cancellation, whichever comes first; the later one is ignored.
private final class RefreshWaiter: Sendable {
  private enum State {
    case pending
    case waiting(CheckedContinuation<Result<String, APIError>, Never>)
    case finished(Result<String, APIError>)
  }

  private let state = Locked(State.pending)

  func wait() async -> Result<String, APIError> {
    await withCheckedContinuation { continuation in
      let finished: Result<String, APIError>? = state.withLock { state in
        if case .finished(let result) = state { return result }
        state = .waiting(continuation)
        return nil
      }
      if let finished { continuation.resume(returning: finished) }
    }
  }

  func finish(_ result: Result<String, APIError>) {
    let continuation: CheckedContinuation<Result<String, APIError>, Never>? = state.withLock { state in
      switch state {
      case .pending:
        state = .finished(result)
        return nil
      case .waiting(let continuation):
        state = .finished(result)
        return continuation
      case .finished:
        return nil
      }
    }
    continuation?.resume(returning: result)
  }
}
