/// Turns key segments into Swift identifiers, or says why one cannot be.
enum SwiftIdentifier {
  /// Swift keywords, which become identifiers in backticks.
  static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
    "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
    "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
    "Any", "as", "await", "false", "is", "nil", "super", "throws", "true", "try", "consume", "copy", "discard",
    "borrowing", "consuming", "some", "any", "package", "nonisolated", "isolated", "sending",
  ]

  /// Names that cannot be a static member even in backticks, or that the generated `L10n`
  /// itself uses.
  static let unusable: Set<String> = ["self", "Self", "Type", "Protocol", "init", "deinit", "subscript", "_"]

  /// `nil` when `segment` is usable, else the reason it is not.
  static func problem(with segment: String) -> String? {
    if segment.isEmpty { return "it has an empty segment (two dots in a row, or a leading or trailing dot)" }
    if unusable.contains(segment) { return "'\(segment)' cannot name a member" }
    let scalars = Array(segment.unicodeScalars)
    guard isHead(scalars[0]) else { return "segment '\(segment)' does not start with a letter or '_'" }
    if let bad = scalars.first(where: { !isHead($0) && !("0"..."9").contains($0) }) {
      return "segment '\(segment)' contains '\(String(bad))'"
    }
    return nil
  }

  /// The identifier as it is written in Swift source.
  static func escaped(_ segment: String) -> String {
    keywords.contains(segment) ? "`\(segment)`" : segment
  }

  private static func isHead(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
  }
}
