/// A place in a resource file: 1-based line and column (columns count Unicode scalars).
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
  public let file: String
  public let line: Int
  public let column: Int

  public init(file: String, line: Int, column: Int = 1) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:column`, the form compilers and Xcode print.
  public var description: String { "\(file):\(line):\(column)" }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }
}

/// A problem in a resource file, printed as `file:line:column: message`.
public struct LocalizationDiagnostic: Error, Sendable, Hashable, CustomStringConvertible {
  public let location: SourceLocation
  public let message: String

  public init(_ message: String, at location: SourceLocation) {
    self.message = message
    self.location = location
  }

  public var description: String { "\(location): \(message)" }
}

/// Every problem found while loading resources; loading goes on past the first bad file so one
/// run reports them all.
public struct LocalizationLoadError: Error, Sendable, CustomStringConvertible {
  public let diagnostics: [LocalizationDiagnostic]

  public init(_ diagnostics: [LocalizationDiagnostic]) {
    self.diagnostics = diagnostics
  }

  public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
