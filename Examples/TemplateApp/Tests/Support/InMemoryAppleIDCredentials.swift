import AppDomain
import Foundation
import KeelCore

/// The device's Sign in with Apple records for this app, as `ASAuthorizationAppleIDProvider`
/// answers from them, kept across launches (a relaunch builds a new app over the same device).
///
/// Behaves as Apple documents:
/// - `getCredentialState(forUserID:completion:)` answers asynchronously (Apple's documentation
///   of `ASAuthorizationAppleIDProvider.getCredentialState(forUserID:completion:)`);
///   a user id this app never signed in with is `.notFound` ("the user hasn't established a
///   relationship with Sign in with Apple"), one the person stopped using in Settings is
///   `.revoked`, one moved with the app to another team `.transferred`
///   (https://developer.apple.com/documentation/authenticationservices/asauthorizationappleidprovider/credentialstate);
/// - a revocation while the app runs posts `credentialRevokedNotification` to every observer
///   (Apple's documentation of `ASAuthorizationAppleIDProvider.credentialRevokedNotification`);
///   an observer that subscribes later hears nothing of it, and finds the state by asking.
public final class InMemoryAppleIDCredentials: AppleIDCredentialChecking {
  private struct State {
    var credentials: [String: AppleIDCredentialState] = [:]
    var observers: [UUID: AsyncStream<Void>.Continuation] = [:]
    var asked: [String] = []
  }

  private let state = Locked(State())

  public init() {}

  /// Every user id the app asked about, in order.
  public var asked: [String] { state.withLock { $0.asked } }

  /// How many revocation observers are live (each app launch's open Apple session has one).
  public var observerCount: Int { state.withLock { $0.observers.count } }

  /// Sign in with Apple's sheet answered for `user`: the credential is authorized.
  public func authorize(_ user: String) {
    state.withLock { $0.credentials[user] = .authorized }
  }

  /// The person stopped using their Apple ID with the app (Settings → Apple ID → Sign in with
  /// Apple): the credential is revoked and running apps are notified.
  public func revoke(_ user: String) {
    let observers = state.withLock { state in
      state.credentials[user] = .revoked
      return Array(state.observers.values)
    }
    for observer in observers { observer.yield() }
  }

  /// The app moved to another team: Apple answers `.transferred` for `user`.
  public func transfer(_ user: String) {
    state.withLock { $0.credentials[user] = .transferred }
  }

  public func credentialState(forUserID userID: String) async throws -> AppleIDCredentialState {
    // Apple answers on another queue, never before the call returns.
    await Task.yield()
    return state.withLock { state in
      state.asked.append(userID)
      return state.credentials[userID] ?? .notFound
    }
  }

  public func revocations() -> AsyncStream<Void> {
    let (stream, continuation) = AsyncStream<Void>.makeStream()
    let id = UUID()
    state.withLock { $0.observers[id] = continuation }
    continuation.onTermination = { [weak self] _ in
      _ = self?.state.withLock { $0.observers.removeValue(forKey: id) }
    }
    return stream
  }
}
