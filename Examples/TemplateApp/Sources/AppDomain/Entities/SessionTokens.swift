import Foundation

/// The tokens of a signed-in session (DESIGN: signing in). Kept in the secure store; the
/// description never shows them.
public struct SessionTokens: Sendable, Hashable, Codable, CustomStringConvertible {
  public var accessToken: String
  public var refreshToken: String
  public var expiresAt: Date

  public init(accessToken: String, refreshToken: String, expiresAt: Date) {
    self.accessToken = accessToken
    self.refreshToken = refreshToken
    self.expiresAt = expiresAt
  }

  public var description: String { "SessionTokens(access: <redacted>, refresh: <redacted>, expiresAt: \(expiresAt))" }
}
