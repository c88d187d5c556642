import Testing

@testable import KeelLint

@Suite struct LineLengthRuleTests {
  @Test func limitsAreWarningAbove120AndErrorAbove200() throws {
    #expect(try diagnostics(.lineLength, in: GeneratedSources.line(length: 120)).isEmpty)
    let warning = try diagnostics(.lineLength, in: GeneratedSources.line(length: 121))
    #expect(warning.map(\.severity) == [.warning])
    #expect(warning.first?.column == 121)
    #expect(warning.first?.message == "line is 121 characters long (limit 120): break it up")
    #expect(try diagnostics(.lineLength, in: GeneratedSources.line(length: 200)).map(\.severity) == [.warning])
    #expect(try diagnostics(.lineLength, in: GeneratedSources.line(length: 201)).map(\.severity) == [.error])
  }

  @Test func charactersNotBytesAreCounted() throws {
    let line = "let text = \"" + String(repeating: "é", count: 107) + "\"\n"
    #expect(try diagnostics(.lineLength, in: line).isEmpty)
  }

  @Test func testFilesAreExempt() throws {
    let source = GeneratedSources.line(length: 250)
    #expect(try diagnostics(.lineLength, in: source, at: "Tests/KeelCoreTests/LongTests.swift").isEmpty)
  }

  /// Regression: a CRLF file was one line (an 11-line file reported as one 298-character line).
  @Test func crlfAndCrLineEndingsEndLines() throws {
    let lines = (1...11).map { $0 == 7 ? GeneratedSources.line(length: 130).dropLast() : "let value\($0) = \($0)" }
    for ending in ["\r\n", "\r"] {
      let found = try diagnostics(.lineLength, in: lines.joined(separator: ending) + ending)
      #expect(found.map { [$0.line, $0.column] } == [[7, 121]], "line ending \(ending.debugDescription)")
      #expect(found.first?.message == "line is 130 characters long (limit 120): break it up")
    }
  }
}
