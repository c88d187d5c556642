import Testing

@testable import KeelLint

@Suite struct NoDirectUserDefaultsRuleTests {
  @Test func directUseIsReported() throws {
    try expectFixture("no-direct-user-defaults/Triggers.swift", rule: .noDirectUserDefaults)
  }

  @Test func stringsCommentsAndKeelStorageTypesPass() throws {
    try expectFixture("no-direct-user-defaults/NearMisses.swift", rule: .noDirectUserDefaults)
  }

  @Test func keelStorageAndItsTestsMayUseUserDefaults() throws {
    let source = "let defaults = UserDefaults(suiteName: name)\n"
    #expect(try diagnostics(.noDirectUserDefaults, in: source, at: "Sources/KeelStorage/Backend.swift").isEmpty)
    #expect(
      try diagnostics(.noDirectUserDefaults, in: source, at: "Tests/KeelStorageTests/BackendTests.swift").isEmpty)
    #expect(try diagnostics(.noDirectUserDefaults, in: source, at: "Tests/KeelCoreTests/X.swift").count == 1)
  }
}
