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
  /// The UTF-8 offset where each line starts.
  let lineStarts: [Int]
  private let converter: SourceLocationConverter
  /// Per line (index 0 = line 1): whether any token other than comments and whitespace is on
  /// it. Computed on first use: only the size rules need it, and they skip test files.
  var codeLines: [Bool] { lazyCodeLines.value(tree: tree, lineStarts: lineStarts) }
  private let lazyCodeLines = CodeLines()
  /// The file's type declarations and function bodies, found in one walk on first use and
  /// shared by the rules that need them (the size rules, parameter count, complexity,
  /// singletons), instead of a walk per rule.
  var declarations: Declarations { lazyDeclarations.value(tree: tree) }
  private let lazyDeclarations = LazyDeclarations()
  /// The imports at the top level, including those inside `#if` blocks (the only places an
  /// import can be).
  var imports: [ImportDeclSyntax] { Self.imports(in: Syntax(tree.statements)) }

  public init(source: String, path: String, relativePath: String? = nil) {
    self.path = path
    self.relativePath = relativePath ?? path
    self.module = ModuleLocation(path: self.relativePath)
    self.isTest =
      module?.isTest == true || self.relativePath.split(separator: "/").dropLast().contains { $0.hasSuffix("Tests") }
    self.source = source
    self.tree = Parser.parse(source: source)
    (self.lines, self.lineStarts) = Self.split(source)
    let converter = SourceLocationConverter(fileName: path, tree: tree)
    self.converter = converter
  }

  /// Whether the source contains `text` (ASCII), by a byte search: a cheap test before a walk
  /// over every token's trivia.
  func contains(ascii text: StaticString) -> Bool {
    contains(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Whether the source contains `text` (a name from the configuration), by a byte search.
  func contains(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { contains($0) }
  }

  private func contains(_ needle: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = needle.first else { return true }
    let found = source.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
      guard bytes.count >= needle.count else { return false }
      var index = 0
      let last = bytes.count - needle.count
      while index <= last {
        if bytes[index] == first, (1..<needle.count).allSatisfy({ bytes[index + $0] == needle[$0] }) { return true }
        index += 1
      }
      return false
    }
    return found ?? source.contains(String(decoding: needle, as: UTF8.self))
  }

  /// Splits `source` into lines at `\n`, `\r\n` and `\r`, scanning UTF-8 bytes (the
  /// terminators are ASCII, so a cut never falls inside a character).
  static func lines(of source: String) -> [Substring] { split(source).lines }

  /// The lines and the UTF-8 offset each starts at.
  static func split(_ source: String) -> (lines: [Substring], starts: [Int]) {
    var lines: [Substring] = []
    var starts: [Int] = []
    let utf8 = source.utf8
    var start = utf8.startIndex
    var startOffset = 0
    var offset = 0
    var index = start
    while index != utf8.endIndex {
      let byte = utf8[index]
      guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else {
        index = utf8.index(after: index)
        offset += 1
        continue
      }
      lines.append(source[start..<index])
      starts.append(startOffset)
      index = utf8.index(after: index)
      offset += 1
      if byte == UInt8(ascii: "\r"), index != utf8.endIndex, utf8[index] == UInt8(ascii: "\n") {
        index = utf8.index(after: index)
        offset += 1
      }
      start = index
      startOffset = offset
    }
    if start != utf8.endIndex {
      lines.append(source[start...])
      starts.append(startOffset)
    }
    return (lines, starts)
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

extension LintFile {
  fileprivate static func imports(in node: Syntax) -> [ImportDeclSyntax] {
    if let list = node.as(CodeBlockItemListSyntax.self) { return list.flatMap { imports(in: Syntax($0.item)) } }
    if let importDecl = node.as(ImportDeclSyntax.self) { return [importDecl] }
    if let ifConfig = node.as(IfConfigDeclSyntax.self) {
      return ifConfig.clauses.flatMap { clause -> [ImportDeclSyntax] in
        guard case .statements(let statements) = clause.elements else { return [] }
        return imports(in: Syntax(statements))
      }
    }
    return []
  }
}

/// The declarations index of a file, built once when a rule first asks.
private final class LazyDeclarations {
  private var declarations: Declarations?

  func value(tree: SourceFileSyntax) -> Declarations {
    if let declarations { return declarations }
    let declarations = Declarations(tree)
    self.declarations = declarations
    return declarations
  }
}

/// The code-line table of a file, built once when a size rule first asks.
private final class CodeLines {
  private var lines: [Bool]?

  func value(tree: SourceFileSyntax, lineStarts: [Int]) -> [Bool] {
    if let lines { return lines }
    var lines = [Bool](repeating: false, count: lineStarts.count + 1)
    // Tokens come in source order, so the line index only moves forward (no search per token).
    var line = 0
    func advance(to offset: Int) {
      while line + 1 < lineStarts.count, lineStarts[line + 1] <= offset { line += 1 }
    }
    for token in tree.tokens(viewMode: .sourceAccurate) where token.tokenKind != .endOfFile {
      let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
      advance(to: start)
      lines[line] = true
      // Only these tokens can span lines (multi-line string content, extended regex literals,
      // unlexable text).
      switch token.tokenKind {
      case .stringSegment, .regexLiteralPattern, .unknown:
        let first = line
        advance(to: max(start, token.endPositionBeforeTrailingTrivia.utf8Offset - 1))
        for covered in first...line { lines[covered] = true }
      default:
        break
      }
    }
    self.lines = lines
    return lines
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
