import Testing

@testable import KeelLint

@Suite struct ParameterCountRuleTests {
  @Test func moreThanSixIsAWarningMoreThanEightAnError() throws {
    try expectFixture("sizes/Parameters.swift", rule: .parameterCount)
  }

  @Test func defaultedParametersCountWhenConfigured() throws {
    var configuration = try LintConfiguration.repository()
    configuration.parameterCount.ignoresDefaultedParameters = false
    let source = "func f(a: Int, b: Int, c: Int, d: Int, e: Int, f: Int = 0, g: Int = 0) {}\n"
    #expect(try diagnostics(.parameterCount, in: source).isEmpty)
    #expect(try diagnostics(.parameterCount, in: source, configuration: configuration).map(\.severity) == [.warning])
  }
}
