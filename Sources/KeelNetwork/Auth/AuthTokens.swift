import Foundation
import KeelCore

/// An access token with the refresh token that renews it. The description hides both.
public struct AuthTokens: Sendable, Hashable, Codable, CustomStringConvertible {
  public var accessToken: String
  public var refreshToken: String
  /// When the access token stops working, if the server said; it is refreshed shortly before.
  public var expiresAt: Date?

  public init(accessToken: String, refreshToken: String, expiresAt: Date? = nil) {
    self.accessToken = accessToken
    self.refreshToken = refreshToken
    self.expiresAt = expiresAt
  }

  public var description: String {
    "AuthTokens(access: \(Redactor.placeholder), refresh: \(Redactor.placeholder), expiresAt: "
      + (expiresAt.map { "\($0)" } ?? "unknown") + ")"
  }
}

/// Whether the app has a signed-in session, as the ``TokenRefresher`` sees it.
public enum SessionState: Sendable, Hashable {
  case signedIn
  case signedOut(SignOutReason)
}

/// Why a session ended.
public enum SignOutReason: Sendable, Hashable {
  /// There never was a session (no tokens at start).
  case notSignedIn
  /// The app signed out (the user asked).
  case requested
  /// The server refused to refresh the access token; the user must sign in again.
  case refreshFailed(APIError)
}
