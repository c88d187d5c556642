/// A place in a resource file: 1-based line and column (columns count Unicode scalars).
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The file, as given to the parser.
  public let file: String
  /// The 1-based line.
  public let line: Int
  /// The 1-based column.
  public let column: Int

  /// A position in `file`.
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
  /// Where the problem is.
  public let location: SourceLocation
  /// What the problem is.
  public let message: String

  /// A diagnostic saying `message` at `location`.
  public init(_ message: String, at location: SourceLocation) {
    self.message = message
    self.location = location
  }

  public var description: String { "\(location): \(message)" }
}

/// Every problem found while loading resources; loading goes on past the first bad file so one
/// run reports them all.
public struct LocalizationLoadError: Error, Sendable, CustomStringConvertible {
  /// Every error found, in file order.
  public let diagnostics: [LocalizationDiagnostic]

  /// An error reporting `diagnostics`.
  public init(_ diagnostics: [LocalizationDiagnostic]) {
    self.diagnostics = diagnostics
  }

  public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
