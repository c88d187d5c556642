import Foundation
import SwiftParser
import SwiftSyntax

/// One Swift file read as a syntax tree, with insertions placed by that tree: new members after
/// the last of their kind, elements appended to arrays and dictionaries, imports in order.
/// The file keeps every byte it had; only the inserted text is new.
struct SwiftSourceEditor {
  let path: String
  let source: String
  let tree: SourceFileSyntax
  var edits = TextEdits()
  /// Where a comma was added after an array's last element, so a second append adds none.
  private var commasAdded: Set<Int> = []
  /// One-line array literals opened up for a multi-line element (their `[` offsets).
  private var opened: Set<Int> = []

  init(path: String, source: String) throws(ScaffoldError) {
    self.path = path
    self.source = source
    tree = Parser.parse(source: source)
    guard !tree.hasError else { throw ScaffoldError("cannot parse \(path): it has Swift syntax errors") }
  }

  var result: String { edits.applied(to: source) }

  // MARK: - Finding

  func all<Node: SyntaxProtocol>(_ type: Node.Type) -> [Node] {
    let collector = Collector<Node>(viewMode: .sourceAccurate)
    collector.walk(tree)
    return collector.found
  }

  func enumDecl(named name: String) -> EnumDeclSyntax? {
    all(EnumDeclSyntax.self).first { $0.name.text == name }
  }

  func classDecl(named name: String) -> ClassDeclSyntax? {
    all(ClassDeclSyntax.self).first { $0.name.text == name }
  }

  func protocolDecl(named name: String) -> ProtocolDeclSyntax? {
    all(ProtocolDeclSyntax.self).first { $0.name.text == name }
  }

  /// Every name declared as a function, variable or enum case in the file (clash checks).
  var declaredNames: Set<String> {
    var names = Set(all(FunctionDeclSyntax.self).map(\.name.text))
    for variable in all(VariableDeclSyntax.self) {
      for binding in variable.bindings {
        if let pattern = binding.pattern.as(IdentifierPatternSyntax.self) { names.insert(pattern.identifier.text) }
      }
    }
    for element in all(EnumCaseElementSyntax.self) { names.insert(element.name.text) }
    return names
  }

  func offset(_ position: AbsolutePosition) -> Int { position.utf8Offset }

  /// The 1-based line a node starts on (its text, not its leading comments).
  func line(of node: some SyntaxProtocol) -> Int {
    SourceLocationConverter(fileName: path, tree: tree)
      .location(for: node.positionAfterSkippingLeadingTrivia).line
  }

  // MARK: - Inserting

  /// Inserts `member` (one or more lines, unindented) after `anchor`, on its own line with the
  /// anchor's indentation.
  mutating func insertLines(_ member: String, after anchor: some SyntaxProtocol) {
    let end = anchor.endPosition.utf8Offset
    let indentation = source.line(atUTF8Offset: anchor.positionAfterSkippingLeadingTrivia.utf8Offset).indentation
    edits.insert("\n" + member.indented(indentation), at: endOfLine(from: end))
  }

  /// Inserts `member` as the last member of a type body.
  mutating func appendMember(_ member: String, to block: MemberBlockSyntax) {
    if let last = block.members.last {
      insertLines(member, after: last)
    } else {
      let indentation = source.line(atUTF8Offset: block.leftBrace.positionAfterSkippingLeadingTrivia.utf8Offset)
        .indentation
      edits.insert(
        "\n" + member.indented(indentation + "  "), at: block.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset)
    }
  }

  /// Adds `import Module` among the file's imports, in alphabetical order (swift-format's
  /// OrderedImports), unless the file imports it already.
  mutating func addImport(_ module: String) {
    let imports = all(ImportDeclSyntax.self).filter { $0.attributes.isEmpty }
    let names = imports.map { $0.path.map(\.name.text).joined(separator: ".") }
    guard !names.contains(module) else { return }
    if let index = names.firstIndex(where: { $0.lowercased() > module.lowercased() }) {
      let next = imports[index]
      let start = next.positionAfterSkippingLeadingTrivia.utf8Offset
      let indentation = source.line(atUTF8Offset: start).indentation
      edits.insert("import \(module)\n" + indentation, at: start)
    } else if let last = imports.last {
      insertLines("import \(module)", after: last)
    } else {
      edits.insert(
        "import \(module)\n\n", at: tree.statements.first?.positionAfterSkippingLeadingTrivia.utf8Offset ?? 0)
    }
  }

  /// Appends `element` to an array literal. Multi-line arrays get it on a line of its own with
  /// the last element's indentation; one-line arrays inline, moved to a new line when the line
  /// would pass `lineLimit`. With `afterLastMatching`, it goes after the last element for which
  /// that is true (the app's modules before the kit's products).
  mutating func append(
    _ element: String, to array: ArrayExprSyntax, afterLastMatching predicate: ((ExprSyntax) -> Bool)? = nil,
    lineLimit: Int = 118
  ) {
    let elements = Array(array.elements)
    guard let last = elements.last else {
      edits.insert(element, at: array.leftSquare.endPositionBeforeTrailingTrivia.utf8Offset)
      return
    }
    let anchor = predicate.flatMap { match in elements.last { match($0.expression) } } ?? last
    // A list of one element a line (isowords' dependency lists) gets the new one on its own
    // line, after the anchor; a list that packs several a line, in the anchor's line.
    let onePerLine = elements.count > 1 && elements.allSatisfy { $0.leadingTrivia.contains { $0.isNewline } }
    if onePerLine, anchor.id != last.id, anchor.trailingComma != nil {
      let indentation = source.line(atUTF8Offset: anchor.positionAfterSkippingLeadingTrivia.utf8Offset).indentation
      edits.insert("\n" + indentation + element + ",", at: endOfLine(from: anchor.endPosition.utf8Offset))
      return
    }
    let multiLine =
      elements.first!.leadingTrivia.contains { $0.isNewline }
      && (element.contains("\n") || predicate == nil || onePerLine)
    if element.contains("\n"), !elements.first!.leadingTrivia.contains(where: \.isNewline) {
      openUp(array, toAppend: element)
      return
    }
    if multiLine && anchor.id == last.id {
      let indentation = source.line(atUTF8Offset: last.positionAfterSkippingLeadingTrivia.utf8Offset).indentation
      let commaOffset = last.expression.endPositionBeforeTrailingTrivia.utf8Offset
      if last.trailingComma == nil, !commasAdded.contains(commaOffset) {
        edits.insert(",", at: commaOffset)
        commasAdded.insert(commaOffset)
      }
      // Templates step by two spaces; a file indented by four (or a tab) gets its own step.
      let open = source.line(atUTF8Offset: array.leftSquare.positionAfterSkippingLeadingTrivia.utf8Offset).indentation
      let step =
        indentation.hasPrefix(open) && indentation.count > open.count ? String(indentation.dropFirst(open.count)) : "  "
      edits.insert(
        "\n" + element.reindented(step: step).indented(indentation) + ",",
        at: endOfLine(from: last.endPosition.utf8Offset))
      return
    }
    appendInline(
      element, at: anchor.expression.endPositionBeforeTrailingTrivia.utf8Offset, open: array.leftSquare,
      close: array.rightSquare, lineLimit: lineLimit)
  }

  /// Appends a multi-line `element` to a one-line array literal (`[appDomain, appServices]`):
  /// the literal opens up as swift-format lays one out, its elements on an indented line after
  /// the bracket, the new one below them with a trailing comma, the bracket on its own line.
  private mutating func openUp(_ array: ArrayExprSyntax, toAppend element: String) {
    guard let last = array.elements.last else { return }
    let open = source.line(atUTF8Offset: array.leftSquare.positionAfterSkippingLeadingTrivia.utf8Offset).indentation
    let bracket = array.leftSquare.endPositionBeforeTrailingTrivia.utf8Offset
    let end =
      (last.trailingComma ?? last.expression.lastToken(viewMode: .sourceAccurate))?
      .endPositionBeforeTrailingTrivia.utf8Offset ?? last.endPosition.utf8Offset
    if !opened.contains(bracket) {
      opened.insert(bracket)
      edits.insert("\n" + open + "  ", at: bracket)
      edits.insert(last.trailingComma == nil ? "," : "", at: end)
      edits.insert("\n" + element.indented(open + "  ") + ",", at: end)
      edits.insert("\n" + open, at: array.rightSquare.positionAfterSkippingLeadingTrivia.utf8Offset, last: true)
      return
    }
    edits.insert("\n" + element.indented(open + "  ") + ",", at: end)
  }

  /// Appends `key: value` to a dictionary literal: a multi-line one gets it on a line of its own
  /// with a trailing comma (swift-format's layout); a one-line one inline, or on a new line past
  /// `lineLimit`.
  mutating func append(
    key: String, value: String, to dictionary: DictionaryExprSyntax, lineLimit: Int = 118
  ) throws(ScaffoldError) {
    guard case .elements(let elements) = dictionary.content, let last = elements.last, let first = elements.first
    else {
      throw ScaffoldError("cannot update \(path): the dictionary to extend is empty")
    }
    if first.leadingTrivia.contains(where: \.isNewline) {
      let indentation = source.line(atUTF8Offset: last.positionAfterSkippingLeadingTrivia.utf8Offset).indentation
      let commaOffset = last.value.endPositionBeforeTrailingTrivia.utf8Offset
      if last.trailingComma == nil, !commasAdded.contains(commaOffset) {
        edits.insert(",", at: commaOffset)
        commasAdded.insert(commaOffset)
      }
      edits.insert("\n" + indentation + "\(key): \(value),", at: endOfLine(from: last.endPosition.utf8Offset))
      return
    }
    appendInline(
      "\(key): \(value)", at: last.value.endPositionBeforeTrailingTrivia.utf8Offset, open: dictionary.leftSquare,
      close: dictionary.rightSquare, lineLimit: lineLimit)
  }

  /// `, element` at `offset`; past `lineLimit` on a new line with that line's indentation, and
  /// a one-line literal is first opened up as swift-format lays out a literal that does not
  /// fit: elements on their own indented lines, a trailing comma, the bracket on its own line.
  private mutating func appendInline(
    _ element: String, at offset: Int, open: TokenSyntax, close: TokenSyntax, lineLimit: Int
  ) {
    let line = source.line(atUTF8Offset: offset)
    guard line.text.count + element.count + 2 > lineLimit else {
      edits.insert(", " + element, at: offset)
      return
    }
    let openLine = source.line(atUTF8Offset: open.positionAfterSkippingLeadingTrivia.utf8Offset)
    let closeOffset = close.positionAfterSkippingLeadingTrivia.utf8Offset
    if source.line(atUTF8Offset: closeOffset).text == openLine.text, !close.leadingTrivia.contains(where: \.isNewline) {
      edits.insert("\n" + openLine.indentation + "  ", at: open.endPositionBeforeTrailingTrivia.utf8Offset)
      edits.insert(", " + element + ",\n" + openLine.indentation, at: offset)
      return
    }
    // The rest of the line after the element: only a comma or a comment stays on its line.
    let lineEnd = endOfLine(from: offset)
    let rest = String(decoding: Array(source.utf8)[offset..<lineEnd], as: UTF8.self)
      .trimmingCharacters(in: .whitespaces)
    if rest.hasPrefix(",") && rest.dropFirst().trimmingCharacters(in: .whitespaces).hasPrefix("//") {
      edits.insert("\n" + line.indentation + element + ",", at: lineEnd)
    } else if rest.hasPrefix("//") {
      edits.insert(",", at: offset)
      edits.insert("\n" + line.indentation + element, at: lineEnd)
    } else {
      edits.insert(",\n" + line.indentation + element, at: offset)
    }
  }

  /// The offset just before the line break that ends the line holding `offset` (after any
  /// comment there), so an insertion never splits a trailing comment from its line.
  private func endOfLine(from offset: Int) -> Int {
    let bytes = Array(source.utf8)
    var end = offset
    while end > 0, end <= bytes.count, bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
    while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
    return end
  }
}

private final class Collector<Node: SyntaxProtocol>: SyntaxAnyVisitor {
  var found: [Node] = []

  override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
    if let match = node.as(Node.self) { found.append(match) }
    return .visitChildren
  }
}
