/// What Apple says of a Sign in with Apple user's credential for this app
/// (`ASAuthorizationAppleIDProvider.CredentialState`).
public enum AppleIDCredentialState: Sendable, Hashable {
  /// The user is still signed in to this app with their Apple ID.
  case authorized
  /// The user stopped using their Apple ID with this app (Settings → Apple ID → Sign in with
  /// Apple): they must be signed out.
  case revoked
  /// Apple knows no such user for this app (another Apple ID on the device, or a reset):
  /// signed out as for a revoked credential.
  case notFound
  /// The app moved to another developer team: the user id must be migrated by the server
  /// (Apple's transfer identifier); the session itself is still the person's.
  case transferred
  /// A state newer than this app knows (Apple's enum is open), with its raw value.
  case unrecognized(Int)

  /// The state from `ASAuthorizationAppleIDProvider.CredentialState`'s raw value, as the SDK's
  /// header numbers it (`ASAuthorizationAppleIDProviderCredentialRevoked` 0, `…Authorized` 1,
  /// `…NotFound` 2, `…Transferred` 3). Apple's enum is open (`NS_ENUM`): a value added later is
  /// kept as ``unrecognized(_:)`` rather than guessed.
  public init(appleRawValue: Int) {
    switch appleRawValue {
    case 0: self = .revoked
    case 1: self = .authorized
    case 2: self = .notFound
    case 3: self = .transferred
    default: self = .unrecognized(appleRawValue)
    }
  }
}

/// Sign in with Apple's credential checks, platform-neutral: the Apple-only adapter asks
/// `ASAuthorizationAppleIDProvider`; Linux tests use an in-memory fake that behaves as Apple
/// documents.
public protocol AppleIDCredentialChecking: Sendable {
  /// The credential's state for `userID` (the credential's `user`, Apple's stable id of the
  /// person for this team). Throws when Apple could not say (no network, an error).
  func credentialState(forUserID userID: String) async throws -> AppleIDCredentialState

  /// One element each time the system posts `credentialRevokedNotification` (the person
  /// stopped using their Apple ID with this app while it ran), until the stream's consumer
  /// goes away.
  func revocations() -> AsyncStream<Void>
}

/// What the app does with a credential's state (checked at launch, or after Apple's revocation
/// notification).
public enum AppleIDCredentialRule {
  /// What becomes of the session.
  public enum Action: Sendable, Equatable {
    /// Nothing to do.
    case keepSession
    /// Signed out through the app's one sign-out path.
    case signOut
    /// The session stays, with this warning in the log.
    case keepSessionAndWarn(String)
  }

  /// Revoked or not found: signed out, as Apple asks ("the user should be signed out"). Authorized:
  /// nothing. Transferred: the session stays, and the log says the server must migrate the user
  /// id (Apple: "Transferring apps and users to another team"). A state unknown to this build
  /// keeps the session (the app's rule: a session is ended only on a clear answer), with a warning.
  public static func action(for state: AppleIDCredentialState) -> Action {
    switch state {
    case .authorized: .keepSession
    case .revoked, .notFound: .signOut
    case .transferred:
      .keepSessionAndWarn(
        "the Apple ID credential was transferred to another team; the server must migrate the user id")
    case .unrecognized(let raw):
      .keepSessionAndWarn("Apple answered an unknown credential state (\(raw)); the session is kept")
    }
  }
}
