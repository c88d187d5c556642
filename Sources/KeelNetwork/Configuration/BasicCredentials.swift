import Foundation
import KeelCore

/// A username and password for HTTP basic authentication. Its description never shows the
/// password, so it is safe to interpolate into logs and errors.
public struct BasicCredentials: Sendable, Hashable, CustomStringConvertible {
  /// The user name.
  public var username: String
  /// The password; never printed by ``description``.
  public var password: String

  /// Credentials for `username` with `password`.
  public init(username: String, password: String) {
    self.username = username
    self.password = password
  }

  /// The `Authorization` header value: `Basic base64(username:password)`.
  public var authorizationHeaderValue: String {
    "Basic " + Data("\(username):\(password)".utf8).base64EncodedString()
  }

  public var description: String { "BasicCredentials(username: \(username), password: \(Redactor.placeholder))" }
}
