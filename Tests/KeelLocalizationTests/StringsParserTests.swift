import Foundation
import Testing

@testable import KeelLocalization

@Suite struct StringsParserTests {
  private func parse(_ text: String) throws -> [LocalizedEntry] {
    try StringsParser.parse(text: text, file: "Localizable.strings")
  }

  private func values(_ text: String) throws -> [String: String] {
    Dictionary(try parse(text).map { ($0.key, $0.value.representativeText) }) { _, last in last }
  }

  // MARK: - Syntax

  @Test func simpleEntriesWithLocations() throws {
    let entries = try parse("\"common.ok\" = \"OK\";\n  \"common.cancel\"=\"Cancel\" ;")
    #expect(entries.map(\.key) == ["common.ok", "common.cancel"])
    #expect(entries.map(\.value) == [.text("OK"), .text("Cancel")])
    #expect(entries[1].location == SourceLocation(file: "Localizable.strings", line: 2, column: 3))
  }

  @Test func lineAndBlockCommentsAreSkippedAndKeptAsTheEntrysComment() throws {
    let text = """
      // Greeting shown on launch
      "hello" = "Hello"; // trailing comment
      /* A block
         comment */ "bye" = /* inline */ "Bye";
      /**/ "empty.comment" = "x";
      """
    let entries = try parse(text)
    #expect(entries.map(\.key) == ["hello", "bye", "empty.comment"])
    #expect(entries[0].comment == "Greeting shown on launch")
    #expect(entries[1].comment == "A block\n   comment")
    #expect(entries[1].value == .text("Bye"))
  }

  @Test func everyEscapeSequence() throws {
    let text = #""k" = "q\" b\\ n\n t\t r\r s\' a\a b\b f\f v\v o\101\0 u\U00e9 e\UD83D\UDE00";"#
    #expect(try values(text)["k"] == "q\" b\\ n\n t\t r\r s' a\u{07} b\u{08} f\u{0C} v\u{0B} oA\u{0} ué e😀")
  }

  /// The escapes Apple's parser accepts that Keel rejected, and `\u`, which it read differently.
  @Test func escapesAsApplesParserReadsThem() throws {
    #expect(try values("\"k\" = \"a\\\nb\";")["k"] == "a\nb")  // backslash before a line break
    #expect(try values(#""k" = "\(name) \ה \q \\";"#)["k"] == "(name) ה q \\")
    #expect(try values(#""k" = "\U41\U3b1z \U2603 \U26031 \U \Ug";"#)["k"] == "Aαz ☃ ☃1 \u{0} \u{0}g")
    #expect(try values(#""k" = "\u203A";"#)["k"] == "u203A")
    #expect(try values(#"'k' = 'say "hi" \'now\'';"#)["k"] == #"say "hi" 'now'"#)
    #expect(try values(#""k" = "\351\200\377\777";"#)["k"] == "Ø\u{A0}\u{0}\u{0}")  // NeXTSTEP Latin
    #expect(try values(#""k" = "\UD83D x \UDE00";"#)["k"] == "\u{FFFD} x \u{FFFD}")
  }

  /// What Apple's parser skips without failing is returned as warnings, with the same table.
  @Test func whatApplesParserSkipsIsAWarning() throws {
    let junk = try StringsParser.read(text: "\"a\" = \"1\";\n= \"2\";\n\"b\" = \"3\";", file: "f")
    #expect(junk.entries.map(\.key) == ["a"])
    #expect(junk.warnings.map(\.location.line) == [2])
    let comment = try StringsParser.read(text: "\"a\" = \"1\";\n  /* no end\n\"b\" = \"2\";", file: "f")
    #expect(comment.entries.map(\.key) == ["a"])
    #expect(comment.warnings.first?.message.hasPrefix("unterminated comment") == true)
    let key = try StringsParser.read(text: "\"a\" = \"1\"; \"b = c;", file: "f")
    #expect(key.entries.map(\.key) == ["a"])
    #expect(key.warnings.count == 1)
  }

  @Test func bracedTablesAndNonStringValues() throws {
    #expect(try values("{ \"a\" = \"1\"; b = c; }") == ["a": "1", "b": "c"])
    #expect(throws: LocalizationDiagnostic.self) { try parse("{ \"a\" = \"1\"; } x") }
    #expect(throws: LocalizationDiagnostic.self) { try parse("\"a\" = (b);") }
    #expect(throws: LocalizationDiagnostic.self) { try parse("\"a\" = <616263>;") }
    #expect(throws: LocalizationDiagnostic.self) { try parse("\"a\"") }  // a lone string is not a table
    #expect(throws: LocalizationDiagnostic.self) { try parse("a\u{A0}= b;") }  // U+00A0 is not white space
    #expect(try values("a\u{2028}= b;") == ["a": "b"])
  }

  @Test func multiLineValuesKeepTheirLineBreaks() throws {
    let entries = try parse("\"poem\" = \"first line\nsecond line\r\nthird\";\n\"next\" = \"n\";")
    #expect(entries[0].value == .text("first line\nsecond line\r\nthird"))
    #expect(entries[1].location.line == 4)
  }

  @Test func unquotedKeysAndValuesAndKeyOnlyEntries() throws {
    let parsed = try values("plain_key = plain.value-1;\n\"alone\";\n$a/b:c = \"x\";")
    #expect(parsed == ["plain_key": "plain.value-1", "alone": "alone", "$a/b:c": "x"])
    // '+' is not one of Apple's unquoted characters.
    #expect(throws: LocalizationDiagnostic.self) { try parse("a+b = c;") }
  }

  @Test func unicodeKeysValuesAndColumnsCountScalars() throws {
    let entries = try parse("\"ü\" = \"Grüße\"; \"ß\" = \"x\";")
    #expect(entries[0].value == .text("Grüße"))
    #expect(entries[1].location.column == 16)
  }

  @Test func duplicatesAreAllReturnedInOrder() throws {
    let entries = try parse("\"a\" = \"1\";\n\"a\" = \"2\";")
    #expect(entries.map(\.value) == [.text("1"), .text("2")])
    #expect(entries.map(\.location.line) == [1, 2])
  }

  /// Apple's parser keeps the last definition of a key without a word (`CFDictionarySetValue` in
  /// `CFOldStylePList.c`); Keel keeps it too, and warns once per replaced definition, naming both lines.
  @Test func aDuplicateKeyWarnsNamingBothLines() throws {
    let file = try StringsParser.read(text: "\"a\" = \"1\";\n\"b\" = \"x\";\n\"a\" = \"2\";\n\"a\" = \"3\";", file: "f")
    #expect(file.entries.map(\.key) == ["a", "b", "a", "a"])
    #expect(file.warnings.map(\.location.line) == [3, 4])
    #expect(
      file.warnings.map(\.message) == [
        "duplicate key \"a\": this definition replaces the one at line 1 (the last one wins, as in Apple's parser)",
        "duplicate key \"a\": this definition replaces the one at line 3 (the last one wins, as in Apple's parser)",
      ])
  }

  @Test func emptyFileAndOnlyCommentsHaveNoEntries() throws {
    #expect(try parse("").isEmpty)
    #expect(try parse("  // nothing\n/* here */\n").isEmpty)
  }

  // MARK: - Encodings

  @Test func utf8WithAndWithoutBOM() throws {
    let text = "\"k\" = \"Tägliche Erinnerung\";"
    let plain = try StringsParser.parse(Data(text.utf8), file: "f")
    let bom = try StringsParser.parse(Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8), file: "f")
    #expect(plain == bom)
    #expect(plain.first?.value == .text("Tägliche Erinnerung"))
  }

  @Test func utf16LittleAndBigEndianWithBOM() throws {
    let text = "/* c */\n\"k\" = \"¡No olvides! 😀\";"
    var little = Data([0xFF, 0xFE])
    var big = Data([0xFE, 0xFF])
    for unit in text.utf16 {
      little += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
      big += [UInt8(unit >> 8), UInt8(unit & 0xFF)]
    }
    for data in [little, big] {
      let entries = try StringsParser.parse(data, file: "f")
      #expect(entries.first?.value == .text("¡No olvides! 😀"))
      #expect(entries.first?.location.line == 2)
    }
  }

  /// Without a byte-order mark, a NUL among the first two bytes makes Apple's parser read
  /// UTF-16: it drops those two bytes as if they were a mark and reads the rest little-endian
  /// (CFPropertyList.c's encodingForXMLData; the values below are what PropertyListSerialization
  /// answers). A leading line break is harmless; a leading quote is lost and the file fails;
  /// big-endian text reads as other characters and fails.
  @Test func utf16WithoutBOMReadsAsApplesParserReadsIt() throws {
    func littleEndian(_ text: String) -> Data { Data(text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }) }
    func bigEndian(_ text: String) -> Data { Data(text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }) }
    let file = try StringsParser.read(littleEndian("\n\"k\" = \"Grüß dich 👋\";\n\"n\" = \"2\";"), file: "f")
    #expect(file.entries.map(\.key) == ["k", "n"])
    #expect(file.entries.first?.value == .text("Grüß dich 👋"))
    #expect(file.entries.last?.location.line == 3)
    #expect(file.warnings.count == 1)
    #expect(file.warnings.first?.message.hasPrefix("UTF-16 without a byte-order mark") == true)
    #expect(throws: LocalizationDiagnostic.self) { try StringsParser.parse(littleEndian("\"k\" = \"v\";"), file: "f") }
    #expect(throws: LocalizationDiagnostic.self) { try StringsParser.parse(bigEndian("\n\"k\" = \"v\";"), file: "f") }
  }

  /// A UTF-32 byte-order mark (either order) is read as UTF-32, as Apple's parser does; a code
  /// point that is not a scalar fails there too.
  @Test func utf32WithBOM() throws {
    let scalars = "\"k\" = \"Tägliche 😀\";".unicodeScalars.map(\.value)
    let little = Data(
      [0xFF, 0xFE, 0, 0] + scalars.flatMap { value in (0..<4).map { UInt8(value >> (8 * $0) & 0xFF) } })
    let big = Data(
      [0, 0, 0xFE, 0xFF] + scalars.flatMap { value in (0..<4).reversed().map { UInt8(value >> (8 * $0) & 0xFF) } })
    for data in [little, big] {
      #expect(try StringsParser.parse(data, file: "f").first?.value == .text("Tägliche 😀"))
    }
    let surrogate = little.prefix(4 + 4 * 7) + Data([0x00, 0xD8, 0, 0]) + little.suffix(8)
    #expect(throws: LocalizationDiagnostic.self) { try StringsParser.parse(surrogate, file: "f") }
  }

  // MARK: - Malformed input

  struct Malformed: Sendable, CustomStringConvertible {
    let description: String
    let text: String
    let line: Int
    let column: Int
    let message: String
  }

  static let malformed: [Malformed] = [
    Malformed(
      description: "stray equals sign instead of the first key", text: "\n= \"2\";", line: 2, column: 1,
      message: "expected a key (a quoted string), found '='"),
    Malformed(
      description: "single slash (an unquoted key '/')", text: "\"a\" = \"1\"; / \"b\" = \"2\";", line: 1, column: 14,
      message: "expected '=' or ';' after the key \"/\", found '\"'"),
    Malformed(
      description: "a property-list array as a value", text: "\"a\" = (\"1\");", line: 1, column: 7,
      message: "the value of \"a\" is a property-list array value, not a string; a strings table holds only strings"),
    Malformed(
      description: "unterminated value", text: "\"a\" = \"1\";\n\"b\" = \"never closed;\n", line: 2, column: 7,
      message: "unterminated string: the value starting here has no closing '\"'"),
    Malformed(
      description: "unterminated key", text: "\n\n  \"open", line: 3, column: 3,
      message: "unterminated string: the key starting here has no closing '\"'"),
    Malformed(
      description: "missing semicolon", text: "\"a\" = \"1\"\n\"b\" = \"2\";", line: 2, column: 1,
      message: "expected ';' after the value of \"a\", found '\"'"),
    Malformed(
      description: "missing equals sign", text: "\"a\" \"1\";", line: 1, column: 5,
      message: "expected '=' or ';' after the key \"a\", found '\"'"),
    Malformed(
      description: "missing value", text: "\"a\" = ;", line: 1, column: 7,
      message: "expected a value after '=', found ';'"),
    Malformed(
      description: "end of file after a key", text: "\"a\" = \"1\";\n\"b\"", line: 2, column: 4,
      message: "expected '=' or ';' after the key \"b\", found the end of the file"),
    Malformed(
      description: "line break where the semicolon belongs, CRLF lines", text: "\"a\" = \"1\";\r\n\"b\" = \"2\" x;",
      line: 2, column: 11, message: "expected ';' after the value of \"b\", found 'x'"),
  ]

  @Test(arguments: malformed)
  func malformedInputIsReportedWithFileLineAndColumn(_ input: Malformed) {
    #expect {
      try StringsParser.parse(text: input.text, file: "de.lproj/Localizable.strings")
    } throws: { error in
      guard let diagnostic = error as? LocalizationDiagnostic else { return false }
      #expect(diagnostic.location.line == input.line)
      #expect(diagnostic.location.column == input.column)
      #expect(diagnostic.message == input.message)
      #expect(
        diagnostic.description
          == "de.lproj/Localizable.strings:\(input.line):\(input.column): \(input.message)")
      return true
    }
  }

  @Test func invalidUTF8IsReportedWhereItOccurs() {
    let data = Data("\"a\" = \"1\";\n\"b\" = \"".utf8) + Data([0xC3, 0x28]) + Data("\";".utf8)
    #expect(
      throws: LocalizationDiagnostic(
        "invalid UTF-8 (a .strings file must be UTF-8, or UTF-16 with a byte-order mark)",
        at: SourceLocation(file: "f", line: 2, column: 8))
    ) {
      try StringsParser.parse(data, file: "f")
    }
  }

  /// Apple's parser ignores a last odd byte and reads an unpaired surrogate as U+FFFD.
  @Test func utf16WithAnOddByteCountOrAnUnpairedSurrogateWarns() throws {
    var data = Data([0xFF, 0xFE])
    for unit in "\"a\"=\"".utf16 + [0xD83D] + "\";".utf16 { data += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    let file = try StringsParser.read(data + Data([0x41]), file: "f")
    #expect(file.entries.first?.value == .text("\u{FFFD}"))
    #expect(file.warnings.map { String($0.message.prefix(16)) } == ["invalid UTF-16 (", "UTF-16 data ends"])
  }
}
