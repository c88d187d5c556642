import Testing

@testable import KeelLint

@Suite struct CredentialLiteralRuleTests {
  @Test func credentialLiteralsAreReportedInTestsToo() throws {
    try expectFixture("no-credential-literals/Triggers.swift", rule: .noCredentialLiterals)
  }

  @Test func keyNamesRunTimeValuesAndOrdinaryStringsPass() throws {
    try expectFixture("no-credential-literals/NearMisses.swift", rule: .noCredentialLiterals)
  }

  @Test func aLiteralMatchingTwoWaysIsReportedOnce() throws {
    #expect(try diagnostics(.noCredentialLiterals, in: "let token = \"Bearer abc\"\n").count == 1)
  }

  @Test func credentialNamesAreConfigurable() throws {
    var configuration = try LintConfiguration.repository()
    configuration.credentials.names = ["pin"]
    let source = "let pin = \"1234\"\nlet password = \"hunter22\"\n"
    #expect(try diagnostics(.noCredentialLiterals, in: source, configuration: configuration).map(\.line) == [1])
  }
}
