import Testing

@testable import KeelLint

@Suite struct ModuleLocationTests {
  @Test func moduleComesFromTheFolderAfterSourcesOrTests() {
    #expect(
      ModuleLocation(path: "Sources/KeelCore/Scopes/ServiceScope.swift") == .init(name: "KeelCore", isTest: false))
    #expect(
      ModuleLocation(path: "Examples/TemplateApp/Sources/AppDomain/Item.swift")
        == .init(name: "AppDomain", isTest: false))
    #expect(ModuleLocation(path: "Tools/Tests/KeelLintTests/X.swift") == .init(name: "KeelLintTests", isTest: true))
    #expect(ModuleLocation(path: "Benchmarks/Sources/BenchmarkSupport/Measure.swift")?.name == "BenchmarkSupport")
  }

  @Test func filesOutsideModuleFoldersHaveNone() {
    #expect(ModuleLocation(path: "Package.swift") == nil)
    #expect(ModuleLocation(path: "Sources/Loose.swift") == nil)
    #expect(ModuleLocation(path: "CI/SwiftUITypecheck/StandIns/SwiftUI/View.swift") == nil)
  }

  @Test func testModulesKnowTheModuleTheyTest() {
    #expect(ModuleLocation(name: "KeelCoreTests", isTest: true).testedModule == "KeelCore")
    #expect(ModuleLocation(name: "KeelCore", isTest: false).testedModule == nil)
    #expect(ModuleLocation(name: "Tests", isTest: true).testedModule == nil)
  }
}
