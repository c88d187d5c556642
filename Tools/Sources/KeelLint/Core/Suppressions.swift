import SwiftSyntax

/// `// keel-lint:disable-line <rule>[, <rule>…] — <reason>` silences those rules on its own
/// line; `// keel-lint:disable-next-line …` on the line after. The reason is required (after
/// `—` or `--`): a suppression without one, naming no or an unknown rule, or silencing
/// nothing is itself reported under the `suppression` rule, which cannot be silenced.
struct Suppressions {
  struct Entry {
    /// The line whose findings it silences.
    let target: Int
    let line: Int
    let column: Int
    let rules: Set<RuleID>
  }

  static let marker = "keel-lint:"
  static let usage = "// keel-lint:disable-line <rule> — <reason>"

  private(set) var entries: [Entry] = []
  private(set) var problems: [Finding] = []

  init(_ file: LintFile) {
    // Most files have no directive: skip the walk over every token's trivia.
    guard file.contains(ascii: "keel-lint:") else { return }
    for token in file.tree.tokens(viewMode: .sourceAccurate) {
      scan(token.leadingTrivia, from: token.position, file: file)
      scan(token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia, file: file)
    }
  }

  private mutating func scan(_ trivia: Trivia, from start: AbsolutePosition, file: LintFile) {
    var position = start
    for piece in trivia {
      defer { position += piece.sourceLength }
      // Only a plain comment that starts with the marker is a directive; doc comments and
      // comments that merely mention it are prose.
      let body: Substring
      switch piece {
      case .lineComment(let comment): body = comment.dropFirst(2)
      case .blockComment(let comment): body = comment.dropFirst(2)
      default: continue
      }
      let text = body.drop { $0.isWhitespace }
      guard text.hasPrefix(Self.marker) else { continue }
      let (line, column) = file.location(of: position)
      parse(String(text.dropFirst(Self.marker.count)), line: line, column: column)
    }
  }

  private mutating func parse(_ directiveText: String, line: Int, column: Int) {
    func problem(_ message: String) {
      problems.append(Finding(rule: .suppression, severity: .error, line: line, column: column, message: message))
    }
    var text = Substring(directiveText)
    if text.hasSuffix("*/") { text = text.dropLast(2) }
    let directive = text.prefix { !$0.isWhitespace }
    let target: Int
    switch directive {
    case "disable-line": target = line
    case "disable-next-line": target = line + 1
    default:
      problem("unknown keel-lint directive '\(directive)' (use disable-line or disable-next-line): \(Self.usage)")
      return
    }
    let rest = text.dropFirst(directive.count)
    let separator = rest.range(of: "—") ?? rest.range(of: "--")
    let rulesText = separator.map { rest[..<$0.lowerBound] } ?? rest
    let reason = separator.map { rest[$0.upperBound...].trimmingCharacters(in: .whitespaces) } ?? ""
    let names = rulesText.split { $0 == "," || $0.isWhitespace }.map(String.init)
    guard !names.isEmpty else {
      problem("suppression names no rule (ignored): \(Self.usage)")
      return
    }
    var rules: Set<RuleID> = []
    for name in names {
      guard let rule = RuleID(rawValue: name) else {
        problem(
          "suppression names an unknown rule '\(name)' (ignored); rules: "
            + RuleID.allCases.map(\.rawValue).joined(separator: ", "))
        return
      }
      guard rule != .suppression else {
        problem("the suppression rule cannot be suppressed")
        return
      }
      rules.insert(rule)
    }
    guard !reason.isEmpty else {
      problem("suppression of \(names.joined(separator: ", ")) gives no reason (ignored): \(Self.usage)")
      return
    }
    entries.append(Entry(target: target, line: line, column: column, rules: rules))
  }

  /// Removes suppressed findings and adds a warning for each suppression that silenced
  /// nothing among the rules that ran on the file.
  func apply(to findings: [Finding], rulesRun: Set<RuleID>) -> [Finding] {
    var used: Set<Int> = []
    var kept: [Finding] = []
    for finding in findings {
      if let index = entries.firstIndex(where: { $0.target == finding.line && $0.rules.contains(finding.rule) }) {
        used.insert(index)
      } else {
        kept.append(finding)
      }
    }
    for (index, entry) in entries.enumerated() where !used.contains(index) {
      let ran = entry.rules.intersection(rulesRun)
      guard !ran.isEmpty else { continue }
      kept.append(
        Finding(
          rule: .suppression, severity: .warning, line: entry.line, column: entry.column,
          message: "suppression of \(ran.sorted().map(\.rawValue).joined(separator: ", ")) silences nothing on "
            + "line \(entry.target): remove it"))
    }
    return kept + problems
  }
}
