import SwiftParser
import SwiftSyntax

/// A parsed Swift file and what the rules need to know about it: where it is, which module it
/// belongs to (from its path) and how to turn syntax positions into lines and columns.
public struct LintFile {
  /// The path printed in diagnostics.
  public let path: String
  /// The path relative to the configuration's folder: what exclusion patterns and the module
  /// are read from.
  public let relativePath: String
  public let module: ModuleLocation?
  public let source: String
  public let tree: SourceFileSyntax
  /// The text of each line without its terminator. `\n`, `\r\n` and a lone `\r` all end a
  /// line, as they do for the compiler (a Swift `String` sees `\r\n` as one character, so
  /// splitting on `"\n"` would leave a CRLF file as a single line). A final terminator does
  /// not start another line.
  public let lines: [Substring]
  private let converter: SourceLocationConverter
  /// Per line (index 0 = line 1): whether any token other than comments and whitespace is on it.
  let codeLines: [Bool]

  public init(source: String, path: String, relativePath: String? = nil) {
    self.path = path
    self.relativePath = relativePath ?? path
    self.module = ModuleLocation(path: self.relativePath)
    self.isTest =
      module?.isTest == true || self.relativePath.split(separator: "/").dropLast().contains { $0.hasSuffix("Tests") }
    self.source = source
    self.tree = Parser.parse(source: source)
    self.lines = Self.lines(of: source)
    let converter = SourceLocationConverter(fileName: path, tree: tree)
    self.converter = converter
    var codeLines = [Bool](repeating: false, count: converter.location(for: tree.endPosition).line + 1)
    for token in tree.tokens(viewMode: .sourceAccurate) where token.tokenKind != .endOfFile {
      let first = converter.location(for: token.positionAfterSkippingLeadingTrivia).line
      let last = converter.location(for: token.endPositionBeforeTrailingTrivia).line
      for line in first...max(first, last) where line - 1 < codeLines.count { codeLines[line - 1] = true }
    }
    self.codeLines = codeLines
  }

  /// Splits `source` into lines at `\n`, `\r\n` and `\r`, scanning UTF-8 bytes (the
  /// terminators are ASCII, so a cut never falls inside a character).
  static func lines(of source: String) -> [Substring] {
    var lines: [Substring] = []
    let utf8 = source.utf8
    var start = utf8.startIndex
    var index = start
    while index != utf8.endIndex {
      let byte = utf8[index]
      guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else {
        index = utf8.index(after: index)
        continue
      }
      lines.append(source[start..<index])
      index = utf8.index(after: index)
      if byte == UInt8(ascii: "\r"), index != utf8.endIndex, utf8[index] == UInt8(ascii: "\n") {
        index = utf8.index(after: index)
      }
      start = index
    }
    if start != utf8.endIndex { lines.append(source[start...]) }
    return lines
  }

  /// Lines holding code (not blank, not only comments) strictly between two lines.
  func codeLineCount(after first: Int, before last: Int) -> Int {
    guard last - first > 1 else { return 0 }
    return codeLines[first..<min(last - 1, codeLines.count)].lazy.filter { $0 }.count
  }

  /// True for test files: in a test module (under `Tests/<Module>/`) or in any folder whose
  /// name ends in `Tests` (Xcode's `AppTests/`, `AppUITests/`).
  public let isTest: Bool

  /// Line and column (1-based, columns in UTF-8 bytes like the compiler's) of a position.
  func location(of position: AbsolutePosition) -> (line: Int, column: Int) {
    let location = converter.location(for: position)
    return (location.line, location.column)
  }

  /// Where a node starts, after its leading comments and whitespace.
  func location(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
    location(of: node.positionAfterSkippingLeadingTrivia)
  }

  /// A finding at a node's start.
  func finding(
    _ rule: RuleID, _ severity: Severity, at node: some SyntaxProtocol, _ message: String
  ) -> Finding {
    let (line, column) = location(of: node)
    return Finding(rule: rule, severity: severity, line: line, column: column, message: message)
  }
}

/// What a rule reports for one file; the linter adds the path and applies suppressions.
struct Finding: Hashable {
  var rule: RuleID
  var severity: Severity
  var line: Int
  var column: Int
  var message: String
}
