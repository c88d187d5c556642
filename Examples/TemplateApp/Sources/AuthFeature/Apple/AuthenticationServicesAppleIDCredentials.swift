#if canImport(AuthenticationServices)
  import AppDomain
  import AuthenticationServices
  import Foundation

  /// ``AppleIDCredentialChecking`` over `ASAuthorizationAppleIDProvider`: the credential's state
  /// for the kept Apple user id, and the system's `credentialRevokedNotification`. Only binds;
  /// what a state means is ``AppleIDCredentialRule``'s.
  public struct AuthenticationServicesAppleIDCredentials: AppleIDCredentialChecking {
    public init() {}

    public func credentialState(forUserID userID: String) async throws -> AppleIDCredentialState {
      try await withCheckedThrowingContinuation { continuation in
        ASAuthorizationAppleIDProvider().getCredentialState(forUserID: userID) { state, error in
          if let error {
            continuation.resume(throwing: error)
          } else {
            // By raw value: Apple's enum is open, and the mapping is tested on Linux.
            continuation.resume(returning: AppleIDCredentialState(appleRawValue: state.rawValue))
          }
        }
      }
    }

    public func revocations() -> AsyncStream<Void> {
      let (stream, continuation) = AsyncStream<Void>.makeStream()
      // The token is only handed back to the centre, when the stream ends.
      nonisolated(unsafe) let observer = NotificationCenter.default.addObserver(
        forName: ASAuthorizationAppleIDProvider.credentialRevokedNotification, object: nil, queue: nil
      ) { _ in continuation.yield() }
      continuation.onTermination = { _ in NotificationCenter.default.removeObserver(observer) }
      return stream
    }
  }
#endif
