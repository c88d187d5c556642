import AppDomain
import Foundation
import KeelCore

/// A sign-in provider with scripted answers that records every credential it was sent. With
/// ``holdsRequests`` set, each call waits until ``release()`` so tests can act while a
/// request is in flight.
public final class FakeSignInProvider: SignInProvider {
  private struct State {
    var results: [Result<SignedInUser, RepositoryError>] = []
    var credentials: [SignInCredential] = []
    var waiting: [CheckedContinuation<Void, Never>] = []
    var holdsRequests = false
  }

  private let state = Locked(State())

  public init(_ results: Result<SignedInUser, RepositoryError>..., holdsRequests: Bool = false) {
    state.withLock {
      $0.results = results
      $0.holdsRequests = holdsRequests
    }
  }

  public var credentials: [SignInCredential] { state.withLock { $0.credentials } }
  public var waitingCount: Int { state.withLock { $0.waiting.count } }

  /// Lets every held request go on.
  public func release() {
    let waiting = state.withLock { state in
      defer { state.waiting = [] }
      state.holdsRequests = false
      return state.waiting
    }
    for continuation in waiting { continuation.resume() }
  }

  public func signIn(with credential: SignInCredential) async throws(RepositoryError) -> SignedInUser {
    let holds = state.withLock { state in
      state.credentials.append(credential)
      return state.holdsRequests
    }
    if holds {
      await withCheckedContinuation { continuation in
        let resumeNow = state.withLock { state in
          if state.holdsRequests { state.waiting.append(continuation) }
          return !state.holdsRequests
        }
        if resumeNow { continuation.resume() }
      }
    }
    let result = state.withLock { state in
      state.results.isEmpty ? .failure(.unavailable("no scripted answer")) : state.results.removeFirst()
    }
    return try result.get()
  }
}

/// A session manager that records what it was asked and restores to a scripted outcome.
public final class RecordingSessionManager: SessionManaging {
  private let state = Locked((started: [SessionTokens](), signOuts: 0))
  private let outcome: SessionRestoreOutcome

  public init(restoring outcome: SessionRestoreOutcome = .signedOut) {
    self.outcome = outcome
  }

  public var started: [SessionTokens] { state.withLock { $0.started } }
  public var signOuts: Int { state.withLock { $0.signOuts } }

  public func start(_ tokens: SessionTokens) async { state.withLock { $0.started.append(tokens) } }
  public func restore() async -> SessionRestoreOutcome { outcome }
  public func signOut() async { state.withLock { $0.signOuts += 1 } }
}

/// A session repository that signs anyone in with fixed tokens, or fails with `failure`; it
/// records the emails it was sent.
public final class FakeSessionRepository: SessionRepositoryProtocol {
  public static let tokens = SessionTokens(
    accessToken: TestSecret.make(), refreshToken: TestSecret.make(),
    expiresAt: Date(timeIntervalSince1970: 2_000_000_000))

  private let failure: RepositoryError?
  private let sent = Locked<[String]>([])
  private let held = Locked((holds: false, waiting: [CheckedContinuation<Void, Never>]()))

  /// With `holdsRequests`, register and reset requests wait for ``release()``.
  public init(failure: RepositoryError? = nil, holdsRequests: Bool = false) {
    self.failure = failure
    held.withLock { $0.holds = holdsRequests }
  }

  /// Emails of every register and reset request, in order.
  public var emails: [String] { sent.withLock { $0 } }
  public var waitingCount: Int { held.withLock { $0.waiting.count } }

  /// Lets every held request go on.
  public func release() {
    let waiting = held.withLock { held in
      defer { held.waiting = [] }
      held.holds = false
      return held.waiting
    }
    for continuation in waiting { continuation.resume() }
  }

  private func waitIfHeld() async {
    guard held.withLock({ $0.holds }) else { return }
    await withCheckedContinuation { continuation in
      let resumeNow = held.withLock { held in
        if held.holds { held.waiting.append(continuation) }
        return !held.holds
      }
      if resumeNow { continuation.resume() }
    }
  }

  /// The account id every answer names.
  public static let accountID = "acct-fake"

  public func signIn(email: String, password: String) async throws(RepositoryError) -> SessionGrant {
    SessionGrant(tokens: try answer(email), accountID: Self.accountID)
  }

  public func refresh(refreshToken: String) async throws(RepositoryError) -> SessionTokens { try answer(nil) }

  public func register(email: String, password: String) async throws(RepositoryError) -> SessionGrant {
    sent.withLock { $0.append(email) }
    await waitIfHeld()
    return SessionGrant(tokens: try answer(nil), accountID: Self.accountID)
  }

  public func requestPasswordReset(email: String) async throws(RepositoryError) {
    sent.withLock { $0.append(email) }
    await waitIfHeld()
    _ = try answer(nil)
  }

  public func signInWithApple(
    identityToken: String, rawNonce: String, authorizationCode: String?
  ) async throws(RepositoryError) -> SessionGrant {
    SessionGrant(tokens: try answer(nil), accountID: Self.accountID)
  }

  private func answer(_ email: String?) throws(RepositoryError) -> SessionTokens {
    if let email { sent.withLock { $0.append(email) } }
    if let failure { throw failure }
    return Self.tokens
  }
}

/// Credentials for tests, built at run time (keel lint's no-credential-literals).
public enum TestSecret {
  /// A random string of `length` characters (at most 32).
  public static func make(length: Int = 16) -> String {
    String(UUID().uuidString.replacingOccurrences(of: "-", with: "").prefix(length))
  }

  /// `count` copies of `character`, for length rules measured in characters.
  public static func repeated(_ character: Character, _ count: Int) -> String {
    String(repeating: character, count: count)
  }
}

/// Identity tokens as Sign in with Apple returns them, for the development server (which reads
/// the claims and checks the nonce but, as API.md says, not Apple's signature).
public enum TestIdentityToken {
  public static func make(_ claims: [String: String]) throws -> String {
    func base64URL(_ data: Data) -> String {
      data.base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
        .replacingOccurrences(of: "=", with: "")
    }
    let header = base64URL(Data(#"{"alg":"none"}"#.utf8))
    return "\(header).\(base64URL(try JSONEncoder().encode(claims))).signature"
  }
}
