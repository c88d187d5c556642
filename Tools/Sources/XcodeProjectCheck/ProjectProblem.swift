/// One finding of `keel check project`: where in the spec (file, line, column, key path) and
/// what is wrong, in the compiler's `file:line:column: severity: message` shape so editors and
/// CI logs link to it.
public struct ProjectProblem: Sendable, Equatable, CustomStringConvertible {
  public enum Severity: String, Sendable {
    case error
    case warning
  }

  public let severity: Severity
  /// The file as shown to people (relative to the folder the check was asked about).
  public let file: String
  public let line: Int?
  public let column: Int?
  /// Where in the YAML the problem sits, e.g. `targets.TemplateApp.sources[0].path`; empty for
  /// a file that is not YAML at all.
  public let keyPath: String
  public let message: String

  public init(
    _ severity: Severity, file: String, line: Int?, column: Int?, keyPath: String, message: String
  ) {
    self.severity = severity
    self.file = file
    self.line = line
    self.column = column
    self.keyPath = keyPath
    self.message = message
  }

  public var description: String {
    let location = [file, line.map(String.init), column.map(String.init)].compactMap { $0 }.joined(separator: ":")
    let subject = keyPath.isEmpty ? message : "\(keyPath): \(message)"
    return "\(location): \(severity.rawValue): \(subject)"
  }
}
