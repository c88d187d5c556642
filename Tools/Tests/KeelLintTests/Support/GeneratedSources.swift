/// Sources of a chosen size, for the size rules (too big to keep as fixture files).
enum GeneratedSources {
  /// A function whose body has `lines` lines of code, plus `blankAndComments` lines that do not count.
  static func function(lines: Int, blankAndComments: Int = 0) -> String {
    let code = (0..<lines).map { "  let value\($0) = \($0)" }
    let filler = (0..<blankAndComments).map { $0.isMultiple(of: 2) ? "" : "  // a comment" }
    return "func measured() {\n" + (code + filler).joined(separator: "\n") + "\n}\n"
  }

  /// A struct whose body has `lines` lines of code, plus lines that do not count.
  static func type(lines: Int, blankAndComments: Int = 0) -> String {
    let code = (0..<lines).map { "  let value\($0) = \($0)" }
    let filler = (0..<blankAndComments).map { $0.isMultiple(of: 2) ? "" : "  /// documentation" }
    return "struct Measured {\n" + (filler + code).joined(separator: "\n") + "\n}\n"
  }

  /// A file of `lines` lines.
  static func file(lines: Int) -> String {
    (0..<lines).map { "let value\($0) = \($0)" }.joined(separator: "\n") + "\n"
  }

  /// A function whose complexity is `complexity` (1 + one `if` per decision).
  static func function(complexity: Int) -> String {
    let decisions = (0..<(complexity - 1)).map { "  if flag { _ = \($0) }" }
    return "func decide(flag: Bool) {\n" + decisions.joined(separator: "\n") + "\n}\n"
  }

  /// A line of exactly `length` characters.
  static func line(length: Int) -> String {
    let prefix = "let text = \""
    return prefix + String(repeating: "x", count: length - prefix.count - 1) + "\"\n"
  }
}
