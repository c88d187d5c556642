import Foundation
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
    #expect(try diagnostics(.noCredentialLiterals, in: "let token = \"Bearer eyJhbGciOiJIUzI1NiJ9\"\n").count == 1)
  }

  @Test func credentialNamesAreConfigurable() throws {
    var configuration = try LintConfiguration.repository()
    configuration.credentials.names = ["pin"]
    let source = "let pin = \"1234\"\nlet password = \"hunter22\"\n"
    #expect(try diagnostics(.noCredentialLiterals, in: source, configuration: configuration).map(\.line) == [1])
  }

  /// Regression: `awsSecretKey = "wJalr…"` passed while `clientSecret` was caught.
  @Test func secretKeysAreJudgedByNameAndValueShape() throws {
    let rule = CredentialLiteralRule(severity: .error, names: CredentialSettings().names)
    #expect(rule.kind(of: "awsSecretKey") == .secretKey)
    #expect(rule.kind(of: "privateKey") == .secretKey)
    #expect(rule.kind(of: "tokenKey") == .secretKey)
    #expect(rule.kind(of: "key") == .key)
    #expect(rule.kind(of: "cacheKey") == .other)
    #expect(rule.kind(of: "userDefaultsKey") == .other)
    #expect(rule.kind(of: "clientSecret") == .credential)
    #expect(CredentialLiteralRule.looksRandom("wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", minimumLength: 12))
    #expect(!CredentialLiteralRule.looksRandom("hasSeenOnboardingFlowCompleted", minimumLength: 12))
    #expect(!CredentialLiteralRule.looksRandom("com.example.items.v2", minimumLength: 12))
    #expect(!CredentialLiteralRule.looksRandom("AccessKeyForTheItemsTable", minimumLength: 12))
  }

  /// Regression: an APNs device token in a test folder was reported as a credential.
  @Test func testValuesPassByDefaultButShapedCredentialsDoNot() throws {
    try expectFixture("no-credential-literals/TestValues.swift", rule: .noCredentialLiterals, configuration: .defaults)
    let xcodeTests = "let deviceToken = \"740f4707bebcf74f9b7c25d48e3358945f6aa01d\"\n"
    #expect(
      try diagnostics(.noCredentialLiterals, in: xcodeTests, at: "AppTests/PushTests.swift", configuration: .defaults)
        .isEmpty)
    #expect(
      try diagnostics(.noCredentialLiterals, in: xcodeTests, at: "App/Push.swift", configuration: .defaults).count == 1)
  }

  @Test func namesInTestsChecksTestValuesToo() throws {
    let configuration = try LintConfiguration.parse(
      Data(#"{"rules": {"no-credential-literals": {"namesInTests": true}}}"#.utf8), origin: "test.json")
    let fixture = try Fixture.load("no-credential-literals/TestValues.swift")
    let found = try fixture.findings(of: .noCredentialLiterals, configuration: configuration).map(\.line)
    #expect(found == [7, 8, 9, 10, 11])
  }
}
