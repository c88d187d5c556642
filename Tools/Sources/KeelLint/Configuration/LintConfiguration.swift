import Foundation

/// Everything `keel lint` is configured with. Read from `.keel-lint.json` (a committed file at
/// the repository root); keys left out keep the defaults below, unknown keys are errors.
public struct LintConfiguration: Sendable, Equatable {
  public static let fileName = ".keel-lint.json"

  /// The configuration file's path, or "built-in defaults"; named in messages.
  public var origin: String
  /// Paths never linted when found by walking a folder. Explicitly named files are linted anyway.
  public var exclude: [PathPattern]
  public var rules: [RuleID: RuleSettings]
  public var layers: LayersSettings
  public var outputCapture: OutputCaptureSettings
  public var noPrint: NoPrintSettings
  public var userDefaults: UserDefaultsSettings
  public var credentials: CredentialSettings
  public var appleImports: AppleImportSettings
  public var parameterCount: ParameterCountSettings

  public static let defaultExclude = ["**/Generated/**", "**/.build*/**", "**/Fixtures/**"].map(PathPattern.init)

  /// The settings used when no configuration file exists; a file overrides them key by key.
  public static let defaults = LintConfiguration(
    origin: "built-in defaults",
    exclude: defaultExclude,
    rules: defaultRules,
    layers: LayersSettings(),
    outputCapture: OutputCaptureSettings(),
    noPrint: NoPrintSettings(),
    userDefaults: UserDefaultsSettings(),
    credentials: CredentialSettings(),
    appleImports: AppleImportSettings(),
    parameterCount: ParameterCountSettings()
  )

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
