import Foundation
import KeelCore

/// The credentials an ``APIConfiguration`` carries. Bearer tokens are not here: they change at
/// run time and belong to a ``TokenRefresher``.
public struct APICredentials: Sendable, Hashable, CustomStringConvertible {
  /// The HTTP basic credentials, if the API has any.
  public var basic: BasicCredentials?

  /// Credentials with `basic`, or none.
  public init(basic: BasicCredentials? = nil) {
    self.basic = basic
  }

  /// No credentials.
  public static let none = APICredentials()

  /// Reads basic credentials from configuration values (Info.plist keys fed by an uncommitted
  /// xcconfig on Apple platforms, environment variables on Linux). A missing or empty key is an
  /// error naming the key, so a build without its secrets fails at launch, not at first request.
  public static func basic(
    from configuration: [String: String], usernameKey: String, passwordKey: String
  ) throws(ConfigurationError) -> APICredentials {
    func value(_ key: String) throws(ConfigurationError) -> String {
      guard let raw = configuration[key] else { throw .missing(key: key) }
      let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
      guard !trimmed.isEmpty else { throw .invalid(key: key, value: "", expected: "a non-empty value") }
      return trimmed
    }
    let username = try value(usernameKey)
    let password = try value(passwordKey)
    return APICredentials(basic: BasicCredentials(username: username, password: password))
  }

  public var description: String { "APICredentials(basic: \(basic.map(\.description) ?? "none"))" }
}
