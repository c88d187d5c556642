import Testing

@testable import KeelLint

@Suite struct LayersRuleTests {
  @Test func featureImportingAnotherFeatureDataOrTestSupportIsAnError() throws {
    try expectFixture("layers/FeatureImports.swift", rule: .layers)
  }

  @Test func kitModuleImportingTheAppOrAnotherKitModuleOutsideItsGraphIsAnError() throws {
    try expectFixture("layers/KitImports.swift", rule: .layers)
  }

  @Test func rootFeatureMayImportFeatures() throws {
    try expectFixture("layers/NearMisses.swift", rule: .layers)
  }

  @Test func featureIsolationHoldsEvenWhenTheAllowListWouldPermitIt() throws {
    var configuration = try LintConfiguration.repository()
    configuration.layers.modules["ItemsFeature"] = ["*"]
    let found = try diagnostics(
      .layers, in: "import AppData\nimport SettingsFeature\nimport AppDomain\n",
      at: "Examples/TemplateApp/Sources/ItemsFeature/Items.swift", configuration: configuration)
    #expect(found.map(\.line) == [1, 2])
    #expect(found.allSatisfy { $0.severity == .error })
    #expect(found[1].message.contains("features never depend on each other"))
  }

  @Test func testsMayImportTheirModuleItsDependenciesAndTestSupport() throws {
    let source = "import Foundation\nimport KeelCore\nimport KeelTesting\nimport Logging\nimport Testing\n"
    #expect(try diagnostics(.layers, in: source, at: "Tests/KeelCoreTests/RedactorTests.swift").isEmpty)
    let wrong = try diagnostics(.layers, in: "import AppDomain\n", at: "Tests/KeelCoreTests/RedactorTests.swift")
    #expect(wrong.count == 1)
    #expect(wrong.first?.severity == .error)
  }

  @Test func featureTestsStayIsolatedToo() throws {
    let found = try diagnostics(
      .layers, in: "import ItemsFeature\nimport SettingsFeature\n",
      at: "Examples/TemplateApp/Tests/ItemsFeatureTests/ItemsViewModelTests.swift")
    #expect(found.map(\.line) == [2])
  }

  @Test func moduleWithoutAnAllowListGetsAWarningNamingTheConfiguration() throws {
    let found = try diagnostics(.layers, in: "import Foundation\n", at: "Sources/BrandNewModule/Thing.swift")
    #expect(found.count == 1)
    #expect(found.first?.severity == .warning)
    #expect(
      found.first?.message.contains("\"BrandNewModule\": [...] under rules.layers.modules in .keel-lint.json") == true)
  }

  @Test func violationMessageNamesTheAllowListAndTheKeyToEdit() throws {
    let found = try diagnostics(.layers, in: "import AppDomain\n", at: "Sources/KeelStore/Store.swift")
    let message = try #require(found.first?.message)
    #expect(message.hasPrefix("KeelStore may not import AppDomain (allowed: "))
    #expect(message.contains("rules.layers.modules.KeelStore"))
    #expect(found.first?.column == 8)
  }

  @Test func patternKeysCoverModulesNotListedByName() throws {
    let source = "import BenchmarkSupport\nimport KeelStore\nimport FlyingFox\n"
    let found = try diagnostics(.layers, in: source, at: "Benchmarks/Sources/StoreBenchmark/main.swift")
    #expect(found.map(\.line) == [3])
  }

  @Test func filesOutsideAModuleFolderAreNotChecked() throws {
    #expect(try diagnostics(.layers, in: "import PackageDescription\n", at: "Package.swift").isEmpty)
  }
}
