import KeelLocalization

/// A problem that stops generation, printed as `file:line: error: message` (Xcode and most
/// editors turn that into a link to the line).
public struct L10nDiagnostic: Error, Sendable, Hashable, Comparable, CustomStringConvertible {
  public let file: String
  public let line: Int
  public let column: Int?
  public let message: String

  public init(_ message: String, file: String, line: Int, column: Int? = nil) {
    self.message = message
    self.file = file
    self.line = line
    self.column = column
  }

  public init(_ message: String, at location: SourceLocation) {
    self.init(message, file: location.file, line: location.line)
  }

  /// A parse error keeps its column.
  public init(_ diagnostic: LocalizationDiagnostic) {
    self.init(
      diagnostic.message, file: diagnostic.location.file, line: diagnostic.location.line,
      column: diagnostic.location.column)
  }

  public var description: String {
    "\(file):\(line):\(column.map { "\($0):" } ?? "") error: \(message)"
  }

  public static func < (lhs: L10nDiagnostic, rhs: L10nDiagnostic) -> Bool {
    (lhs.file, lhs.line, lhs.column ?? 0, lhs.message) < (rhs.file, rhs.line, rhs.column ?? 0, rhs.message)
  }
}
