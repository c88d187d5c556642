import Foundation

/// A parsed `.strings` file: its entries in file order, and what Apple's parser would silently
/// skip (kept as warnings so a dropped entry does not go unnoticed).
public struct StringsFile: Sendable, Hashable {
  /// The entries in file order.
  public let entries: [LocalizedEntry]
  /// What Apple's parser would skip silently.
  public let warnings: [LocalizationDiagnostic]
}

/// Parses the `.strings` format (old-style property-list strings tables) exactly as Apple's
/// parser does (`CFOldStylePList.c`, which `PropertyListSerialization` and `Bundle` use): it
/// accepts the same files and gives the same key → value table, and adds `file:line:column`
/// diagnostics. The differential test in `StringsParserDifferentialTests` holds it to that.
///
/// ```
/// /* A block comment */  // a line comment
/// "common.ok" = "OK";
/// 'single' = 'quotes too';
/// "greeting" = "Hello,\n\"%@\"";   escapes: \n \t \r \a \b \f \v \" ; \ before a line break is
///                                   that line break; \101 octal (NeXTSTEP Latin above 127);
///                                   \U followed by 1–4 hex digits (a UTF-16 unit, so
///                                   \UD83D\UDE00 is one emoji); \ before any other character is
///                                   that character (\' \\ \( \ה, and \u203A is "u203A")
/// unquoted_key = unquoted.value;    [A-Za-z0-9_$/:.-]+ needs no quotes
/// "alone";                          a key on its own stands for itself
/// { "braced" = "too"; }             a strings table in braces
/// ```
///
/// What Apple's parser accepts but skips is a warning: anything where a key should start that
/// cannot start one (the rest of the file is ignored), a `/*` never closed (ditto), an unpaired
/// surrogate (read as U+FFFD). Input is UTF-8 (with or without BOM) or UTF-16 with BOM; an
/// empty file is an empty table (Apple's `PropertyListSerialization` rejects zero bytes, but a
/// bundle with an empty strings file simply has no strings). A key given twice is not an error,
/// as in Apple's parser, which keeps the last definition without a word (`CFDictionarySetValue`):
/// every entry is returned, in order (the last one wins, as on iOS), and each replaced definition
/// is a warning naming both lines. Property-list values that are not strings (`(…)`, `{…}`, `<…>`)
/// are an error naming their line, even when a later definition of the key would replace them
/// (Apple's parser then reads the file, since its final table holds only strings): a strings
/// table holds strings, and such a value is a mistake whichever definition wins.
public struct StringsParser {
  /// The entries of the `.strings` file `data` (UTF-8 or UTF-16 with a BOM), named `file` in diagnostics.
  public static func parse(_ data: Data, file: String) throws(LocalizationDiagnostic) -> [LocalizedEntry] {
    try read(data, file: file).entries
  }

  /// The entries of the `.strings` text `text`, named `file` in diagnostics.
  public static func parse(text: String, file: String) throws(LocalizationDiagnostic) -> [LocalizedEntry] {
    try read(text: text, file: file).entries
  }

  /// The entries and warnings of the `.strings` file `data`; throws the first error.
  public static func read(_ data: Data, file: String) throws(LocalizationDiagnostic) -> StringsFile {
    let decoded = try StringsDecoding.units(of: data, file: file)
    var parser = StringsParser(units: decoded.units, file: file)
    parser.warnings = decoded.warnings
    let entries = try parser.table()
    return StringsFile(entries: entries, warnings: parser.warnings)
  }

  /// The entries and warnings of the `.strings` text `text`; throws the first error.
  public static func read(text: String, file: String) throws(LocalizationDiagnostic) -> StringsFile {
    var parser = StringsParser(units: Array(text.utf16), file: file)
    let entries = try parser.table()
    return StringsFile(entries: entries, warnings: parser.warnings)
  }

  private let units: [UInt16]
  private let file: String
  private var index = 0
  private var line = 1
  private var column = 1
  private var pendingComment: String?
  private var warnings: [LocalizationDiagnostic] = []
  /// The line of each key's latest definition, for the duplicate warning.
  private var definitionLines: [String: Int] = [:]

  private init(units: [UInt16], file: String) {
    self.units = units
    self.file = file
  }

  // MARK: - Grammar

  private static let quote: UInt16 = 0x22
  private static let apostrophe: UInt16 = 0x27
  private static let semicolon: UInt16 = 0x3B
  private static let equals: UInt16 = 0x3D
  private static let openBrace: UInt16 = 0x7B
  private static let closeBrace: UInt16 = 0x7D
  private static let backslash: UInt16 = 0x5C
  private static let slash: UInt16 = 0x2F
  private static let star: UInt16 = 0x2A

  /// The whole file: nothing (an empty table), `{ entries }`, or entries without braces.
  private mutating func table() throws(LocalizationDiagnostic) -> [LocalizedEntry] {
    guard skipTrivia(), let first = peek() else { return [] }
    guard first == Self.openBrace else { return try entries(braced: false) }
    let open = location
    advance()
    let entries = try entries(braced: true)
    guard skipTrivia(), peek() == Self.closeBrace else {
      throw error("expected '}' to close the '{' at \(open.line):\(open.column), found \(describe(peek()))")
    }
    advance()
    if skipTrivia() { throw error("unexpected \(describe(peek())) after the closing '}'") }
    return entries
  }

  /// `key = value;` and `key;` entries. Like Apple's parser, a key is required only first in a
  /// file without braces; later, whatever cannot start a key ends the table (outside braces the
  /// rest of the file is then ignored, which is reported as a warning).
  private mutating func entries(braced: Bool) throws(LocalizationDiagnostic) -> [LocalizedEntry] {
    var entries: [LocalizedEntry] = []
    while skipTrivia(), let next = peek() {
      let required = entries.isEmpty && !braced
      let start = location
      let comment = pendingComment
      let key: String
      if next == Self.quote || next == Self.apostrophe {
        guard let quoted = try quotedString(what: "key", required: required) else {
          warnIgnoredRest(at: start, because: "a key's quote is never closed")
          break
        }
        key = quoted
      } else if Self.isUnquoted(next) {
        key = unquotedString()
      } else if required {
        throw error("expected a key (a quoted string), found \(describe(next))")
      } else {
        if !braced { warnIgnoredRest(at: start, because: "\(describe(next)) cannot start a key") }
        break
      }
      let value = try valueAndSemicolon(key: key)
      if let earlier = definitionLines.updateValue(start.line, forKey: key) {
        warnings.append(
          LocalizationDiagnostic(
            "duplicate key \"\(key)\": this definition replaces the one at line \(earlier) "
              + "(the last one wins, as in Apple's parser)", at: start))
      }
      entries.append(LocalizedEntry(key: key, value: .text(value), location: start, comment: comment))
      pendingComment = nil
    }
    return entries
  }

  /// After a key: `= value ;` or `;`; returns the value.
  private mutating func valueAndSemicolon(key: String) throws(LocalizationDiagnostic) -> String {
    guard skipTrivia(), let next = peek(), next == Self.equals || next == Self.semicolon else {
      throw error("expected '=' or ';' after the key \"\(key)\", found \(describe(peek()))")
    }
    var value = key
    if next == Self.equals {
      advance()
      guard skipTrivia(), let start = peek() else {
        throw error("expected a value after '=', found the end of the file")
      }
      switch start {
      case Self.quote, Self.apostrophe: value = try quotedString(what: "value", required: true)!
      case _ where Self.isUnquoted(start): value = unquotedString()
      case Self.openBrace, 0x28, 0x3C:
        let kind = start == Self.openBrace ? "dictionary" : start == 0x28 ? "array" : "data"
        throw error(
          "the value of \"\(key)\" is a property-list \(kind) value, not a string; a strings table holds only strings")
      default: throw error("expected a value after '=', found \(describe(start))")
      }
      guard skipTrivia(), peek() == Self.semicolon else {
        throw error("expected ';' after the value of \"\(key)\", found \(describe(peek()))")
      }
    }
    advance()  // the semicolon
    return value
  }

  private mutating func warnIgnoredRest(at start: SourceLocation, because reason: String) {
    warnings.append(
      LocalizationDiagnostic(
        "\(reason); Apple's parser stops here and ignores the rest of the file, so does Keel", at: start))
  }

  /// Skips white space and comments, keeping the last comment for the next entry. Returns
  /// whether anything is left. White space is what Apple's parser skips: tab, line feed,
  /// vertical tab, form feed, carriage return, space, U+2028 and U+2029 (not U+00A0). A `/`
  /// that starts no comment is left in place: it is a character of an unquoted string.
  private mutating func skipTrivia() -> Bool {
    while let unit = peek() {
      if (0x09...0x0D).contains(unit) || unit == 0x20 || unit == 0x2028 || unit == 0x2029 {
        advance()
      } else if unit == Self.slash && peek(1) == Self.slash {
        advance(2)
        var text: [UInt16] = []
        while let next = peek(), next != 0x0A, next != 0x0D, next != 0x2028, next != 0x2029 {
          text.append(next)
          advance()
        }
        pendingComment = String(decoding: text, as: UTF16.self).trimmingCharacters(in: .whitespaces)
      } else if unit == Self.slash && peek(1) == Self.star {
        let start = location
        advance(2)
        var text: [UInt16] = []
        while true {
          guard let next = peek() else {
            warnings.append(
              LocalizationDiagnostic(
                "unterminated comment: '/*' is never closed by '*/'; the rest of the file is ignored, "
                  + "as by Apple's parser", at: start))
            return false
          }
          if next == Self.star && peek(1) == Self.slash {
            advance(2)
            break
          }
          text.append(next)
          advance()
        }
        pendingComment = String(decoding: text, as: UTF16.self).trimmingCharacters(in: .whitespacesAndNewlines)
      } else {
        return true
      }
    }
    return false
  }

  private mutating func unquotedString() -> String {
    var text: [UInt16] = []
    while let next = peek(), Self.isUnquoted(next) {
      text.append(next)
      advance()
    }
    return String(decoding: text, as: UTF16.self)
  }

  /// A string in `"` or `'`. When its closing quote is missing: an error if `required`, else
  /// `nil` with the position just after the opening quote, where Apple's parser resumes.
  private mutating func quotedString(what: String, required: Bool) throws(LocalizationDiagnostic) -> String? {
    let start = location
    let close = peek()!
    advance()
    let resume = (index, line, column)
    var text: [UInt16] = []
    while let unit = peek(), unit != close {
      if unit == Self.backslash {
        advance()
        guard peek() != nil else { break }
        text.append(escape())
      } else {
        text.append(unit)
        advance()
      }
    }
    guard peek() == close else {
      if required {
        throw LocalizationDiagnostic(
          "unterminated string: the \(what) starting here has no closing '\(close == Self.quote ? "\"" : "'")'",
          at: start)
      }
      (index, line, column) = resume
      return nil
    }
    advance()
    // Escapes give UTF-16 units: a lead and a trail surrogate in a row make one character, a
    // lone one becomes U+FFFD, as when Apple's CFString is read as a Swift String.
    return String(decoding: text, as: UTF16.self)
  }

  /// The unit an escape stands for (the backslash already read), as Apple's `getSlashedChar`.
  private mutating func escape() -> UInt16 {
    let unit = peek()!
    advance()
    switch unit {
    case 0x30...0x37:
      // Up to three octal digits, kept to a byte as Apple's parser does, read as NeXTSTEP Latin.
      var value = UInt8(unit - 0x30)
      for _ in 0..<2 {
        guard let digit = peek(), (0x30...0x37).contains(digit) else { break }
        value = value &<< 3 &+ UInt8(digit - 0x30)
        advance()
      }
      return value < 0x80 ? UInt16(value) : Self.nextStepLatin[Int(value) - 0x80]
    case 0x55:  // U: up to four hexadecimal digits (none is U+0000)
      var value: UInt16 = 0
      for _ in 0..<4 {
        guard let digit = peek(), let digitValue = Self.hexValue(digit) else { break }
        value = value &* 16 &+ digitValue
        advance()
      }
      return value
    case 0x61: return 0x07  // a
    case 0x62: return 0x08  // b
    case 0x66: return 0x0C  // f
    case 0x6E: return 0x0A  // n
    case 0x72: return 0x0D  // r
    case 0x74: return 0x09  // t
    case 0x76: return 0x0B  // v
    default: return unit  // \" \' \\ \<line break> \( \u …: the character itself
    }
  }

  /// Bytes 0x80…0xFF in the NeXTSTEP Latin encoding Apple's parser reads octal escapes in (0 where
  /// the encoding has no character).
  private static let nextStepLatin: [UInt16] = [
    0x00A0, 0x00C0, 0x00C1, 0x00C2, 0x00C3, 0x00C4, 0x00C5, 0x00C7, 0x00C8, 0x00C9, 0x00CA, 0x00CB, 0x00CC, 0x00CD,
    0x00CE, 0x00CF, 0x00D0, 0x00D1, 0x00D2, 0x00D3, 0x00D4, 0x00D5, 0x00D6, 0x00D9, 0x00DA, 0x00DB, 0x00DC, 0x00DD,
    0x00DE, 0x00B5, 0x00D7, 0x00F7, 0x00A9, 0x00A1, 0x00A2, 0x00A3, 0x2044, 0x00A5, 0x0192, 0x00A7, 0x00A4, 0x2019,
    0x201C, 0x00AB, 0x2039, 0x203A, 0xFB01, 0xFB02, 0x00AE, 0x2013, 0x2020, 0x2021, 0x00B7, 0x00A6, 0x00B6, 0x2022,
    0x201A, 0x201E, 0x201D, 0x00BB, 0x2026, 0x2030, 0x00AC, 0x00BF, 0x00B9, 0x02CB, 0x00B4, 0x02C6, 0x02DC, 0x00AF,
    0x02D8, 0x02D9, 0x00A8, 0x00B2, 0x02DA, 0x00B8, 0x00B3, 0x02DD, 0x02DB, 0x02C7, 0x2014, 0x00B1, 0x00BC, 0x00BD,
    0x00BE, 0x00E0, 0x00E1, 0x00E2, 0x00E3, 0x00E4, 0x00E5, 0x00E7, 0x00E8, 0x00E9, 0x00EA, 0x00EB, 0x00EC, 0x00C6,
    0x00ED, 0x00AA, 0x00EE, 0x00EF, 0x00F0, 0x00F1, 0x0141, 0x00D8, 0x0152, 0x00BA, 0x00F2, 0x00F3, 0x00F4, 0x00F5,
    0x00F6, 0x00E6, 0x00F9, 0x00FA, 0x00FB, 0x0131, 0x00FC, 0x00FD, 0x0142, 0x00F8, 0x0153, 0x00DF, 0x00FE, 0x00FF,
    0x0000, 0x0000,
  ]

  // MARK: - Scanning

  private var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

  private func peek(_ offset: Int = 0) -> UInt16? {
    index + offset < units.count ? units[index + offset] : nil
  }

  /// Moves on; lines end at LF, CR LF or CR, and columns count characters (a surrogate pair is one).
  private mutating func advance(_ count: Int = 1) {
    for _ in 0..<count {
      guard index < units.count else { return }
      let unit = units[index]
      index += 1
      if unit == 0x0A || (unit == 0x0D && peek() != 0x0A) {
        line += 1
        column = 1
      } else if unit != 0x0D && !UTF16.isTrailSurrogate(unit) {
        column += 1
      }
    }
  }

  private func error(_ message: String) -> LocalizationDiagnostic {
    LocalizationDiagnostic(message, at: location)
  }

  /// The characters Apple's parser allows in an unquoted string.
  private static func isUnquoted(_ unit: UInt16) -> Bool {
    switch unit {
    case 0x61...0x7A, 0x41...0x5A, 0x30...0x39, 0x5F, 0x24, 0x2F, 0x3A, 0x2E, 0x2D: true
    default: false
    }
  }

  private static func hexValue(_ unit: UInt16) -> UInt16? {
    switch unit {
    case 0x30...0x39: unit - 0x30
    case 0x61...0x66: unit - 0x61 + 10
    case 0x41...0x46: unit - 0x41 + 10
    default: nil
    }
  }

  private func describe(_ unit: UInt16?) -> String {
    guard let unit else { return "the end of the file" }
    switch unit {
    case 0x0A, 0x0D: return "a line break"
    default:
      let scalar = Unicode.Scalar(unit).map { String($0) } ?? String(format: "U+%04X", unit)
      return "'\(scalar)'"
    }
  }
}
