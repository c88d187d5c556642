/// Whether the app has a signed-in session, as the ``TokenRefresher`` sees it.
public enum SessionState: Sendable, Hashable {
  /// Tokens are held.
  case signedIn
  /// No tokens, for this reason.
  case signedOut(SignOutReason)
}

/// Why a session ended.
public enum SignOutReason: Sendable, Hashable {
  /// There never was a session (no tokens at start).
  case notSignedIn
  /// The app signed out (the user asked).
  case requested
  /// The server rejected the refresh credentials (401, 403, or 400 `invalid_grant`); the user
  /// must sign in again. Other refresh failures keep the session.
  case refreshFailed(APIError)
}
