import Foundation

/// Parses the `.strings` format (old-style property-list strings tables):
///
/// ```
/// /* A block comment, may span lines */
/// // A line comment
/// "common.ok" = "OK";
/// "greeting" = "Hello,\n\"%@\"";      escapes: \" \\ \n \t \r \' \0 \a \b \f \v, octal \101,
/// "snowman" = "\U2603";                   \Uxxxx and \uxxxx (surrogate pairs combine)
/// "multi" = "first line
/// second line";                           literal line breaks are kept
/// unquoted_key = unquoted-value;          [A-Za-z0-9_$+/:.-]+ needs no quotes
/// "alone";                                a key on its own stands for itself
/// ```
/// Input is UTF-8 (with or without BOM) or UTF-16 with BOM. The first problem stops parsing and
/// is thrown as a ``LocalizationDiagnostic`` (`file:line:column: message`); duplicates are not
/// an error here (every entry is returned, in order) so the generator can report them.
public struct StringsParser {
  public static func parse(_ data: Data, file: String) throws(LocalizationDiagnostic) -> [LocalizedEntry] {
    var parser = StringsParser(scalars: try StringsDecoding.scalars(of: data, file: file), file: file)
    return try parser.entries()
  }

  public static func parse(text: String, file: String) throws(LocalizationDiagnostic) -> [LocalizedEntry] {
    var parser = StringsParser(scalars: Array(text.unicodeScalars), file: file)
    return try parser.entries()
  }

  private let scalars: [Unicode.Scalar]
  private let file: String
  private var index = 0
  private var line = 1
  private var column = 1
  private var pendingComment: String?

  private init(scalars: [Unicode.Scalar], file: String) {
    self.scalars = scalars
    self.file = file
  }

  // MARK: - Grammar

  private mutating func entries() throws(LocalizationDiagnostic) -> [LocalizedEntry] {
    var entries: [LocalizedEntry] = []
    while true {
      try skipTrivia()
      guard let next = peek() else { return entries }
      let start = location
      guard next == "\"" || Self.isUnquotedCharacter(next) else {
        throw error("expected a key (a quoted string), found \(Self.describe(next))", at: start)
      }
      let comment = pendingComment
      let key = try string(what: "key")
      try skipTrivia()
      let value: String
      switch peek() {
      case "=":
        advance()
        try skipTrivia()
        guard let valueStart = peek(), valueStart == "\"" || Self.isUnquotedCharacter(valueStart) else {
          throw error("expected a value after '=', found \(Self.describe(peek()))", at: location)
        }
        value = try string(what: "value")
        try skipTrivia()
        guard peek() == ";" else {
          throw error("expected ';' after the value of \"\(key)\", found \(Self.describe(peek()))", at: location)
        }
      case ";":
        value = key
      default:
        throw error("expected '=' or ';' after the key \"\(key)\", found \(Self.describe(peek()))", at: location)
      }
      advance()
      entries.append(LocalizedEntry(key: key, value: .text(value), location: start, comment: comment))
      pendingComment = nil
    }
  }

  /// Skips white space and comments; the last comment is kept for the next entry.
  private mutating func skipTrivia() throws(LocalizationDiagnostic) {
    while let scalar = peek() {
      if scalar.properties.isWhitespace {
        advance()
      } else if scalar == "/" && peek(1) == "/" {
        advance(2)
        var text = ""
        while let next = peek(), next != "\n", next != "\r" {
          text.unicodeScalars.append(next)
          advance()
        }
        pendingComment = text.trimmingCharacters(in: .whitespaces)
      } else if scalar == "/" && peek(1) == "*" {
        let start = location
        advance(2)
        var text = ""
        while true {
          guard let next = peek() else { throw error("unterminated comment: '/*' is never closed by '*/'", at: start) }
          if next == "*" && peek(1) == "/" {
            advance(2)
            break
          }
          text.unicodeScalars.append(next)
          advance()
        }
        pendingComment = text.trimmingCharacters(in: .whitespacesAndNewlines)
      } else if scalar == "/" && !Self.isUnquotedCharacter(peek(1) ?? " ") {
        throw error("unexpected '/': comments start with '//' or '/*'", at: location)
      } else {
        return
      }
    }
  }

  private mutating func string(what: String) throws(LocalizationDiagnostic) -> String {
    if peek() == "\"" { return try quotedString(what: what) }
    var text = ""
    while let next = peek(), Self.isUnquotedCharacter(next) {
      text.unicodeScalars.append(next)
      advance()
    }
    return text
  }

  private mutating func quotedString(what: String) throws(LocalizationDiagnostic) -> String {
    let start = location
    advance()  // the opening quote
    var text = String.UnicodeScalarView()
    while true {
      guard let scalar = peek() else {
        throw error("unterminated string: the \(what) starting here has no closing '\"'", at: start)
      }
      switch scalar {
      case "\"":
        advance()
        return String(text)
      case "\\":
        try escape(into: &text)
      default:
        text.append(scalar)
        advance()
      }
    }
  }

  // keel-lint:disable-next-line cyclomatic-complexity — one case per .strings escape sequence
  private mutating func escape(into text: inout String.UnicodeScalarView) throws(LocalizationDiagnostic) {
    let start = location
    advance()  // the backslash
    guard let scalar = peek() else { throw error("unterminated escape sequence at the end of the file", at: start) }
    advance()
    switch scalar {
    case "\"", "\\", "'": text.append(scalar)
    case "n": text.append("\n")
    case "t": text.append("\t")
    case "r": text.append("\r")
    case "a": text.append("\u{07}")
    case "b": text.append("\u{08}")
    case "f": text.append("\u{0C}")
    case "v": text.append("\u{0B}")
    case "0"..."7":
      var value = scalar.value - 48
      for _ in 0..<2 {
        guard let digit = peek(), ("0"..."7").contains(digit) else { break }
        value = value * 8 + digit.value - 48
        advance()
      }
      text.append(Unicode.Scalar(value)!)
    case "U", "u":
      let unit = try hexUnit(escapeStart: start, letter: scalar)
      if UTF16.isLeadSurrogate(unit) {
        let trailStart = location
        guard peek() == "\\", peek(1) == "U" || peek(1) == "u" else {
          throw error(
            "unpaired UTF-16 surrogate \\\(scalar)\(Self.hex(unit)): a trail surrogate must follow", at: start)
        }
        advance(2)
        let trail = try hexUnit(escapeStart: trailStart, letter: "U")
        guard UTF16.isTrailSurrogate(trail) else {
          throw error(
            "unpaired UTF-16 surrogate \\\(scalar)\(Self.hex(unit)): \\U\(Self.hex(trail)) is not a trail surrogate",
            at: trailStart)
        }
        let combined = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(trail) - 0xDC00)
        text.append(Unicode.Scalar(combined)!)
      } else if UTF16.isTrailSurrogate(unit) {
        throw error(
          "unpaired UTF-16 surrogate \\\(scalar)\(Self.hex(unit)) (a trail surrogate with no lead)", at: start)
      } else {
        text.append(Unicode.Scalar(unit)!)
      }
    default:
      throw error("invalid escape sequence '\\\(String(scalar))'", at: start)
    }
  }

  private mutating func hexUnit(
    escapeStart: SourceLocation, letter: Unicode.Scalar
  ) throws(LocalizationDiagnostic)
    -> UInt16
  {
    var value: UInt16 = 0
    for _ in 0..<4 {
      guard let digit = peek(), let digitValue = Self.hexValue(digit) else {
        throw error("'\\\(letter)' must be followed by four hexadecimal digits", at: escapeStart)
      }
      value = value * 16 + digitValue
      advance()
    }
    return value
  }

  // MARK: - Scanning

  private var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

  private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
    index + offset < scalars.count ? scalars[index + offset] : nil
  }

  private mutating func advance(_ count: Int = 1) {
    for _ in 0..<count {
      guard index < scalars.count else { return }
      let scalar = scalars[index]
      index += 1
      if scalar == "\n" || (scalar == "\r" && peek() != "\n") {
        line += 1
        column = 1
      } else if scalar != "\r" {
        column += 1
      }
    }
  }

  private func error(_ message: String, at location: SourceLocation) -> LocalizationDiagnostic {
    LocalizationDiagnostic(message, at: location)
  }

  private static func isUnquotedCharacter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "+", "/", ":", ".", "-": true
    default: false
    }
  }

  private static func hexValue(_ scalar: Unicode.Scalar) -> UInt16? {
    switch scalar {
    case "0"..."9": UInt16(scalar.value - 48)
    case "a"..."f": UInt16(scalar.value - 87)
    case "A"..."F": UInt16(scalar.value - 55)
    default: nil
    }
  }

  private static func hex(_ unit: UInt16) -> String {
    let digits = String(unit, radix: 16, uppercase: true)
    return String(repeating: "0", count: 4 - digits.count) + digits
  }

  private static func describe(_ scalar: Unicode.Scalar?) -> String {
    guard let scalar else { return "the end of the file" }
    switch scalar {
    case "\n", "\r": return "a line break"
    default: return "'\(String(scalar))'"
    }
  }
}
