/// How a launch found the stored session.
public enum SessionRestoreOutcome: Sendable, Hashable {
  /// No stored session, or the server refused to renew it (the tokens are gone).
  case signedOut
  /// A session that is valid, or was renewed.
  case signedIn
  /// The session could not be renewed for a reason that says nothing about it (offline, a
  /// timeout, a 5xx): it is kept, signed in, and the next request tries again (DESIGN:
  /// sign-out keeps the session on doubt).
  case keptUnverified(RepositoryError)
}

/// The app's session: started by a sign-in, restored at launch, ended by sign-out. AppData
/// implements it over the secure store and the network layer's token refresher.
public protocol SessionManaging: Sendable {
  func start(_ tokens: SessionTokens) async
  func restore() async -> SessionRestoreOutcome
  /// Ends the session and removes its stored tokens.
  func signOut() async
}
