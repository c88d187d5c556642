import Foundation
import KeelCore

/// An access token with the refresh token that renews it. The description hides both.
public struct AuthTokens: Sendable, Hashable, Codable, CustomStringConvertible {
  /// Sent as `Authorization: Bearer <token>`.
  public var accessToken: String
  /// Exchanged for new tokens when the access token expires or is refused.
  public var refreshToken: String
  /// When the access token stops working, if the server said; it is refreshed shortly before.
  public var expiresAt: Date?

  /// Tokens as the server issued them.
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
