/// A configuration value that is missing or cannot be read.
///
/// Configuration comes from Info.plist keys on Apple platforms (fed by an uncommitted xcconfig)
/// and from environment variables on Linux; both arrive as `[String: String]`.
public enum ConfigurationError: Error, Equatable, CustomStringConvertible {
  /// No value for `key` in the configuration.
  case missing(key: String)
  /// `key` holds `value`, which is not one of the `expected` values.
  case invalid(key: String, value: String, expected: String)

  public var description: String {
    switch self {
    case .missing(let key):
      "Configuration key '\(key)' is missing."
    case .invalid(let key, let value, let expected):
      "Configuration key '\(key)' has value '\(value)'; expected \(expected)."
    }
  }
}
