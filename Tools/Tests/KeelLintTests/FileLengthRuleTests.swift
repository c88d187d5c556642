import Testing

@testable import KeelLint

@Suite struct FileLengthRuleTests {
  @Test func limitsAreWarningAbove500AndErrorAbove1000() throws {
    #expect(try diagnostics(.fileLength, in: GeneratedSources.file(lines: 500)).isEmpty)
    let warning = try diagnostics(.fileLength, in: GeneratedSources.file(lines: 501))
    #expect(warning.map(\.severity) == [.warning])
    #expect(warning.first.map { [$0.line, $0.column] } == [1, 1])
    #expect(try diagnostics(.fileLength, in: GeneratedSources.file(lines: 1001)).map(\.severity) == [.error])
  }

  @Test func aTestFileOverTheLimitsPasses() throws {
    let source = GeneratedSources.file(lines: 1200)
    #expect(try diagnostics(.fileLength, in: source, at: "Tests/KeelCoreTests/HugeTests.swift").isEmpty)
  }

  @Test func testsCanBeIncludedByConfiguration() throws {
    var configuration = try LintConfiguration.repository()
    configuration.rules[.fileLength]?.includeTests = true
    let source = GeneratedSources.file(lines: 1200)
    let found = try diagnostics(
      .fileLength, in: source, at: "Tests/KeelCoreTests/HugeTests.swift", configuration: configuration)
    #expect(found.map(\.severity) == [.error])
  }

  /// Regression: a 1,201-line CRLF file counted as one line and escaped the limit.
  @Test func crlfAndCrLineEndingsAreCounted() throws {
    for ending in ["\r\n", "\r"] {
      let source = GeneratedSources.file(lines: 1201).replacingOccurrences(of: "\n", with: ending)
      let found = try diagnostics(.fileLength, in: source)
      #expect(found.map(\.message) == ["file has 1201 lines (limit 1000): split it, one type or concern per file"])
      #expect(
        try diagnostics(.fileLength, in: GeneratedSources.file(lines: 500).replacingOccurrences(of: "\n", with: ending))
          .isEmpty)
    }
  }
}
