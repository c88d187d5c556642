import KeelLocalization

/// A problem found in the resources, printed as `file:line: error: message` (or `warning:`,
/// `note:`); Xcode and most editors turn that into a link to the line. Only errors stop
/// generation.
public struct L10nDiagnostic: Error, Sendable, Hashable, Comparable, CustomStringConvertible {
  public enum Severity: String, Sendable, Hashable, Comparable {
    case error, warning, note

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    private var rank: Int {
      switch self {
      case .error: 0
      case .warning: 1
      case .note: 2
      }
    }
  }

  public let file: String
  public let line: Int
  public let column: Int?
  public let message: String
  public let severity: Severity

  public init(_ message: String, file: String, line: Int, column: Int? = nil, severity: Severity = .error) {
    self.message = message
    self.file = file
    self.line = line
    self.column = column
    self.severity = severity
  }

  public init(_ message: String, at location: SourceLocation, severity: Severity = .error) {
    self.init(message, file: location.file, line: location.line, severity: severity)
  }

  /// A parse diagnostic keeps its column.
  public init(_ diagnostic: LocalizationDiagnostic, severity: Severity = .error) {
    self.init(
      diagnostic.message, file: diagnostic.location.file, line: diagnostic.location.line,
      column: diagnostic.location.column, severity: severity)
  }

  public var isError: Bool { severity == .error }

  public var description: String {
    "\(file):\(line):\(column.map { "\($0):" } ?? "") \(severity.rawValue): \(message)"
  }

  public static func < (lhs: L10nDiagnostic, rhs: L10nDiagnostic) -> Bool {
    (lhs.file, lhs.line, lhs.column ?? 0, lhs.severity, lhs.message)
      < (rhs.file, rhs.line, rhs.column ?? 0, rhs.severity, rhs.message)
  }
}
