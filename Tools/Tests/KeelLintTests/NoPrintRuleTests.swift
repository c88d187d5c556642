import Testing

@testable import KeelLint

@Suite struct NoPrintRuleTests {
  @Test func printCallsAreReported() throws {
    try expectFixture("no-print/Triggers.swift", rule: .noPrint)
  }

  @Test func printInStringsCommentsAndOtherTypesMethodsPasses() throws {
    try expectFixture("no-print/NearMisses.swift", rule: .noPrint)
  }

  @Test func allowedPathsMayPrint() throws {
    let source = "print(\"median 1 ms\")\n"
    #expect(try diagnostics(.noPrint, in: source, at: "Benchmarks/Sources/StoreBenchmark/main.swift").isEmpty)
    #expect(try diagnostics(.noPrint, in: source, at: "Tools/Sources/KeelCommands/ServeCommand.swift").isEmpty)
    #expect(try diagnostics(.noPrint, in: source, at: "Tools/Sources/KeelLint/Linter.swift").count == 1)
  }
}
