import Foundation

/// Everything `keel lint` is configured with. Read from `.keel-lint.json` (a committed file at
/// the repository root); keys left out keep the defaults below, unknown keys are errors.
public struct LintConfiguration: Sendable, Equatable {
  public static let fileName = ".keel-lint.json"

  /// The configuration file's path, or "built-in defaults"; named in messages.
  public var origin: String
  /// Identifies the settings for the lint cache: a hash of the file's bytes, or a name for the
  /// built-in sets.
  public var fingerprint: String
  /// Paths never linted when found by walking a folder. Explicitly named files are linted anyway.
  public var exclude: [PathPattern]
  public var rules: [RuleID: RuleSettings]
  public var layers: LayersSettings
  public var outputCapture: OutputCaptureSettings
  public var noPrint: NoPrintSettings
  public var userDefaults: UserDefaultsSettings
  public var sharedSingletons: SharedSingletonSettings
  public var credentials: CredentialSettings
  public var appleImports: AppleImportSettings
  public var parameterCount: ParameterCountSettings

  public static let defaultExclude = ["**/Generated/**", "**/.build*/**", "**/Fixtures/**"].map(PathPattern.init)

  /// The settings used when no configuration file exists; a file overrides them key by key.
  public static let defaults = LintConfiguration(
    origin: "built-in defaults",
    fingerprint: "built-in defaults",
    exclude: defaultExclude,
    rules: defaultRules,
    layers: LayersSettings(),
    outputCapture: OutputCaptureSettings(),
    noPrint: NoPrintSettings(),
    userDefaults: UserDefaultsSettings(),
    sharedSingletons: SharedSingletonSettings(),
    credentials: CredentialSettings(),
    appleImports: AppleImportSettings(),
    parameterCount: ParameterCountSettings()
  )

  /// What runs when there is no configuration file at all: the defaults without the rules that
  /// are Keel's own conventions rather than general Swift hygiene — `apple-imports` (code that
  /// must also build on Linux), `no-direct-user-defaults` (storage through KeelStorage) and
  /// `no-shared-singletons` (dependencies injected, never global) —
  /// which would flag nearly every file of an existing iOS app. `layers` has no allow-lists
  /// and so does not run either (see `skippedRules`).
  public static let withoutFile: LintConfiguration = {
    var configuration = defaults
    configuration.fingerprint = "built-in without a file"
    configuration.rules[.appleImports]?.severity = nil
    configuration.rules[.noDirectUserDefaults]?.severity = nil
    configuration.rules[.noSharedSingletons]?.severity = nil
    return configuration
  }()

  /// True for `withoutFile`, the configuration used when no file was found.
  public var isBuiltIn: Bool { origin == Self.defaults.origin }

  /// Rules that are enabled but cannot run for want of configuration, with the key to set:
  /// `layers` without any allow-list would only say, for every import of every file, that the
  /// module has none.
  public var skippedRules: [RuleID: String] {
    var skipped: [RuleID: String] = [:]
    if settings(for: .layers).severity != nil && layers.modules.isEmpty {
      skipped[.layers] = "rules.layers.modules"
    }
    return skipped
  }

  /// One line saying which settings apply when they are not all from a file, or nil: printed
  /// once per run instead of a warning per file.
  public func note(searchedFrom folder: String) -> String? {
    var parts: [String] = []
    if isBuiltIn {
      let limits = RuleID.allCases.compactMap { rule -> String? in
        guard let thresholds = settings(for: rule).thresholds else { return nil }
        return "\(rule.rawValue) \(thresholds.warning)/\(thresholds.error)"
      }
      let off = RuleID.allCases.filter { $0 != .layers && settings(for: $0).severity == nil }.map(\.rawValue)
      parts.append(
        "no \(Self.fileName) in \(folder) or above: using built-in defaults (findings are errors; size limits "
          + "as warning/error: \(limits.joined(separator: ", ")); tests exempt from size rules and from credential "
          + "names; \(Self.listed(off)) off, as Keel's own conventions)")
    }
    for (rule, key) in skippedRules.sorted(by: { $0.key < $1.key }) {
      parts.append("\(rule.rawValue) skipped: it needs allow-lists under \(key)")
    }
    guard !parts.isEmpty else { return nil }
    return "note: keel lint: " + parts.joined(separator: "; ")
      + (isBuiltIn ? "; write a \(Self.fileName) to configure" : "")
  }

  /// `a`, `a and b`, `a, b and c`.
  static func listed(_ names: [String]) -> String {
    guard let last = names.last, names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " and " + last
  }

  static let defaultRules: [RuleID: RuleSettings] = {
    var rules: [RuleID: RuleSettings] = [:]
    for rule in RuleID.allCases { rules[rule] = RuleSettings() }
    rules[.noPrint]?.exclude = [PathPattern("Benchmarks/**")]
    // Seed 004's SwiftLint limits; tests are exempt from size rules.
    let limits: [RuleID: Thresholds] = [
      .lineLength: Thresholds(warning: 120, error: 200),
      .fileLength: Thresholds(warning: 500, error: 1000),
      .typeBodyLength: Thresholds(warning: 300, error: 500),
      .functionBodyLength: Thresholds(warning: 60, error: 100),
      .parameterCount: Thresholds(warning: 6, error: 8),
      .cyclomaticComplexity: Thresholds(warning: 15, error: 25),
    ]
    for (rule, thresholds) in limits {
      rules[rule] = RuleSettings(severity: .error, includeTests: false, thresholds: thresholds)
    }
    return rules
  }()

  /// The settings of one rule.
  public func settings(for rule: RuleID) -> RuleSettings {
    rules[rule] ?? RuleSettings()
  }

  /// Reads the configuration file at `url`.
  public static func load(from url: URL, displayPath: String? = nil) throws(ConfigurationError) -> LintConfiguration {
    let name = displayPath ?? url.path
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw ConfigurationError(file: name, key: nil, message: "cannot read the file (\(error.localizedDescription))")
    }
    return try parse(data, origin: name)
  }

  /// Parses a configuration document; `origin` names it in errors.
  public static func parse(_ data: Data, origin: String) throws(ConfigurationError) -> LintConfiguration {
    let document: JSONValue
    do {
      document = try JSONDecoder().decode(JSONValue.self, from: data)
    } catch {
      throw ConfigurationError(file: origin, key: nil, message: "not valid JSON (\(Self.describe(error)))")
    }
    var configuration = defaults
    configuration.origin = origin
    configuration.fingerprint = ContentHash.hex(data)
    try ConfigurationParser(reader: ConfigurationReader(file: origin)).apply(document, to: &configuration)
    return configuration
  }

  private static func describe(_ error: any Error) -> String {
    if case DecodingError.dataCorrupted(let context) = error {
      let underlying = (context.underlyingError as? NSError)?.userInfo[NSDebugDescriptionErrorKey] as? String
      return underlying ?? context.debugDescription
    }
    return String(describing: error)
  }
}
