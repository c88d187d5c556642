/// One finding, located in a file, in the format compilers and Xcode understand:
/// `path:line:column: error: [rule] message`.
public struct LintDiagnostic: Sendable, Hashable, CustomStringConvertible {
  public var path: String
  public var line: Int
  public var column: Int
  public var severity: Severity
  public var rule: String
  public var message: String

  public init(path: String, line: Int, column: Int, severity: Severity, rule: String, message: String) {
    self.path = path
    self.line = line
    self.column = column
    self.severity = severity
    self.rule = rule
    self.message = message
  }

  public var description: String {
    "\(path):\(line):\(column): \(severity.rawValue): [\(rule)] \(message)"
  }

  /// Orders diagnostics by file, then position, then rule, so output is deterministic.
  static func isOrderedBefore(_ lhs: LintDiagnostic, _ rhs: LintDiagnostic) -> Bool {
    (lhs.path, lhs.line, lhs.column, lhs.rule, lhs.message) < (rhs.path, rhs.line, rhs.column, rhs.rule, rhs.message)
  }
}
