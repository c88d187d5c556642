import Foundation
import Logging

/// A named on/off switch with a default (seed 002's feature flags: sign-in, paywall, …).
///
/// Apps declare their flags as static members:
/// ```swift
/// extension FeatureFlag {
///   static let signIn = FeatureFlag("signIn", default: true)
/// }
/// ```
public struct FeatureFlag: Hashable, Sendable, CustomStringConvertible {
  /// The flag's name, which also names its configuration key (``configurationKey``).
  public let name: String
  /// Whether the flag is on when nothing overrides it.
  public let defaultValue: Bool

  /// A flag named `name`, on or off by default.
  public init(_ name: String, default defaultValue: Bool) {
    self.name = name
    self.defaultValue = defaultValue
  }

  /// The configuration key that overrides this flag, e.g. `FEATURE_SIGNIN`.
  public var configurationKey: String { "FEATURE_" + name.uppercased() }

  public var description: String { name }
}

/// The set of flag values an app runs with: defaults, then values a server sent (remote
/// configuration), then overrides from configuration or in code.
///
/// Overrides win over remote values, so a developer's `FEATURE_<NAME>` or a test's override
/// holds whatever the server says; a remote value wins over the built-in default.
///
/// A value type, so a test builds exactly the flags it needs and nothing is shared between tests.
public struct FeatureFlags: Sendable, Equatable {
  private var overrides: [String: Bool]
  private var remoteValues: [String: Bool] = [:]

  /// Flags at their defaults except for `overrides`.
  public init(_ overrides: [FeatureFlag: Bool] = [:]) {
    self.overrides = Dictionary(uniqueKeysWithValues: overrides.map { ($0.key.name, $0.value) })
  }

  /// Reads overrides for `flags` from configuration values (`FEATURE_<NAME>` = true/false/1/0/yes/no).
  ///
  /// An unreadable value keeps the flag's default and logs a warning naming the key and value.
  public init(flags: [FeatureFlag], configuration: [String: String], logger: Logger = Logger(label: "keel.flags")) {
    self.init()
    for flag in flags {
      guard let raw = configuration[flag.configurationKey] else { continue }
      if let value = Self.parse(raw) {
        overrides[flag.name] = value
      } else {
        logger.warning(
          "Feature flag override is not a boolean; keeping the default",
          metadata: ["key": "\(flag.configurationKey)", "value": "\(raw)", "default": "\(flag.defaultValue)"])
      }
    }
  }

  /// Whether `flag` is on: its override, else its remote value, else its default.
  public func isEnabled(_ flag: FeatureFlag) -> Bool {
    overrides[flag.name] ?? remoteValues[flag.name] ?? flag.defaultValue
  }

  /// Whether `flag` is overridden (configuration or code), so a remote value cannot change it.
  public func isOverridden(_ flag: FeatureFlag) -> Bool {
    overrides[flag.name] != nil
  }

  /// A copy whose remote values, by flag name, are `values` (replacing any earlier ones); the
  /// overrides stay on top. Names no flag uses are kept but never read.
  public func withRemoteValues(_ values: [String: Bool]) -> FeatureFlags {
    var copy = self
    copy.remoteValues = values
    return copy
  }

  /// Overrides `flag` in place.
  public mutating func set(_ flag: FeatureFlag, enabled: Bool) {
    overrides[flag.name] = enabled
  }

  /// A copy with `flag` overridden; convenient when a test builds the flags it needs in one expression.
  public func setting(_ flag: FeatureFlag, enabled: Bool) -> FeatureFlags {
    var copy = self
    copy.set(flag, enabled: enabled)
    return copy
  }

  static func parse(_ raw: String) -> Bool? {
    switch raw.trimmingCharacters(in: .whitespaces).lowercased() {
    case "1", "true", "yes", "on": true
    case "0", "false", "no", "off": false
    default: nil
    }
  }
}
