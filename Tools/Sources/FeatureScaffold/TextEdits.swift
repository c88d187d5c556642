/// Insertions into a text at UTF-8 offsets, applied together: editors find their places on the
/// original text (a syntax tree's positions), so every offset refers to the text as read.
struct TextEdits {
  private(set) var insertions: [(offset: Int, text: String, order: Int)] = []

  /// `last`: after every other insertion at `offset`, also those asked for later (a bracket
  /// that closes a list other insertions keep adding to).
  mutating func insert(_ text: String, at offset: Int, last: Bool = false) {
    insertions.append((offset, text, last ? Int.max - insertions.count : insertions.count))
  }

  var isEmpty: Bool { insertions.isEmpty }

  /// The text with every insertion made; two at one offset keep the order they were asked in.
  func applied(to source: String) -> String {
    var bytes = Array(source.utf8)
    let ordered = insertions.sorted { ($0.offset, $0.order) > ($1.offset, $1.order) }
    for insertion in ordered {
      bytes.insert(contentsOf: Array(insertion.text.utf8), at: insertion.offset)
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

extension String {
  /// The text of the line holding UTF-8 offset `offset`, and its leading spaces.
  func line(atUTF8Offset offset: Int) -> (text: Substring, indentation: String) {
    let bytes = Array(utf8)
    var start = min(offset, bytes.count)
    while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    var end = min(offset, bytes.count)
    while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
    let text = String(decoding: bytes[start..<end], as: UTF8.self)
    return (Substring(text), String(text.prefix { $0 == " " || $0 == "\t" }))
  }

  /// Every line of a multi-line template indented by `indentation` (blank lines stay empty).
  func indented(_ indentation: String) -> String {
    split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : indentation + $0 }
      .joined(separator: "\n")
  }

  /// A template indented in steps of two spaces, re-indented in steps of `step`.
  func reindented(step: String) -> String {
    guard step != "  " else { return self }
    let lines = split(separator: "\n", omittingEmptySubsequences: false)
    return lines.map { (line: Substring) -> String in
      let spaces = line.prefix { $0 == " " }.count
      return String(repeating: step, count: spaces / 2) + String(repeating: " ", count: spaces % 2)
        + line.dropFirst(spaces)
    }.joined(separator: "\n")
  }
}
