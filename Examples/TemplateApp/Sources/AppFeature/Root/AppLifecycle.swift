import AppDomain

/// What the composition root does when the session starts, begins and ends, beyond the
/// ``AppSession``'s own state: start the purchases listener, open the signed-in scope for the
/// person who signed in (so their favorites and repositories are theirs), close it at sign-out
/// with zero survivors (seed 004). ``AppCoordinator`` calls it at those three moments;
/// `AppServices` implements it. Without one, the coordinator drives the session alone (tests
/// of the root's own logic).
@MainActor
public protocol AppLifecycle: AnyObject {
  /// Runs the session's launch (restore, status, launch call) and what the app adds to it.
  func launch() async
  /// A person signed in through the auth flow.
  func signedIn(as user: SignedInUser)
  /// Ends the session and closes what was opened for it.
  func signOut() async
}
