import Testing

@testable import KeelLint

@Suite struct TypeBodyLengthRuleTests {
  @Test func limitsCountLinesOfCodeOnly() throws {
    #expect(try diagnostics(.typeBodyLength, in: GeneratedSources.type(lines: 300, blankAndComments: 80)).isEmpty)
    let warning = try diagnostics(.typeBodyLength, in: GeneratedSources.type(lines: 301))
    #expect(warning.map(\.severity) == [.warning])
    #expect(warning.first.map { [$0.line, $0.column] } == [1, 1])
    #expect(try diagnostics(.typeBodyLength, in: GeneratedSources.type(lines: 501)).map(\.severity) == [.error])
  }

  @Test func aTestTypeOverTheLimitsPasses() throws {
    let source = GeneratedSources.type(lines: 600)
    #expect(try diagnostics(.typeBodyLength, in: source, at: "Tests/KeelCoreTests/BigTests.swift").isEmpty)
  }
}
