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
}
