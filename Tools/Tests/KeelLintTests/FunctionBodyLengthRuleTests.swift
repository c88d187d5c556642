import Testing

@testable import KeelLint

@Suite struct FunctionBodyLengthRuleTests {
  @Test func limitsCountLinesOfCodeOnly() throws {
    #expect(
      try diagnostics(.functionBodyLength, in: GeneratedSources.function(lines: 60, blankAndComments: 30)).isEmpty)
    let warning = try diagnostics(.functionBodyLength, in: GeneratedSources.function(lines: 61))
    #expect(warning.map(\.severity) == [.warning])
    #expect(warning.first?.message.hasPrefix("function 'measured' body has 61 lines of code (limit 60)") == true)
    #expect(try diagnostics(.functionBodyLength, in: GeneratedSources.function(lines: 101)).map(\.severity) == [.error])
  }

  @Test func aTestFunctionOverTheLimitsPasses() throws {
    let source = GeneratedSources.function(lines: 150)
    #expect(try diagnostics(.functionBodyLength, in: source, at: "Tests/KeelCoreTests/LongTests.swift").isEmpty)
  }
}
