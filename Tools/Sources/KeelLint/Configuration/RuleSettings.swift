/// What every rule is configured with.
public struct RuleSettings: Sendable, Equatable {
  /// The severity of the rule's findings; nil turns the rule off. For size rules the severity
  /// comes from the thresholds and this only says whether the rule runs.
  public var severity: Severity?
  /// Paths (globs relative to the configuration's folder) where the rule does not run.
  public var exclude: [PathPattern]
  /// Whether test files are checked. False only for the size rules by default.
  public var includeTests: Bool
  /// Warning and error limits, for the size rules.
  public var thresholds: Thresholds?

  public init(
    severity: Severity? = .error, exclude: [PathPattern] = [], includeTests: Bool = true,
    thresholds: Thresholds? = nil
  ) {
    self.severity = severity
    self.exclude = exclude
    self.includeTests = includeTests
    self.thresholds = thresholds
  }
}

/// Size limits, SwiftLint-style: a value above `warning` is a warning, above `error` an error.
public struct Thresholds: Sendable, Equatable {
  public var warning: Int
  public var error: Int

  public init(warning: Int, error: Int) {
    self.warning = warning
    self.error = error
  }

  /// The severity and the limit passed by `value`, if any.
  func exceeded(by value: Int) -> (severity: Severity, limit: Int)? {
    if value > error { return (.error, error) }
    if value > warning { return (.warning, warning) }
    return nil
  }
}
