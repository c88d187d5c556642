import Foundation

/// Which services an app build runs against (seed 002's Mock / Dev / Prod configurations).
///
/// - `mock`: every service is an in-process fake; no network, no credentials needed.
/// - `development`: live services pointed at a development server.
/// - `production`: live services pointed at production.
public enum BuildConfiguration: String, CaseIterable, Sendable, Codable {
  /// Every service is an in-process fake: no network, no credentials.
  case mock
  /// Live services pointed at a development server.
  case development
  /// Live services pointed at production.
  case production

  /// The configuration key that names the build configuration.
  public static let configurationKey = "KEEL_BUILD_CONFIGURATION"

  /// Reads the build configuration from configuration values.
  ///
  /// A missing or unknown value is an error rather than a silent default: shipping a
  /// production build that quietly talks to mock services is worse than failing at launch.
  public init(configuration: [String: String], key: String = Self.configurationKey) throws(ConfigurationError) {
    guard let raw = configuration[key] else { throw .missing(key: key) }
    let normalized = raw.trimmingCharacters(in: .whitespaces).lowercased()
    guard let value = Self(rawValue: normalized) else {
      throw .invalid(
        key: key, value: raw, expected: "one of " + Self.allCases.map(\.rawValue).joined(separator: ", "))
    }
    self = value
  }

  /// Whether live services need real credentials from configuration.
  public var requiresCredentials: Bool { self != .mock }

  /// Whether diagnostic output such as request logging is allowed.
  public var allowsDebugLogging: Bool { self != .production }
}
