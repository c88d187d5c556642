import Foundation
import Testing

@testable import AppScaffold

@Suite struct LintConfigurationDeriverTests {
  static let kitConfiguration = """
    {
      "exclude": ["**/Generated/**", "**/.build*/**"],
      "rules": {
        "layers": {
          "severity": "error",
          "tests": ["Testing", "KeelTesting"],
          "features": { "suffix": "Feature", "mayImport": ["AppDomain"] },
          "modules": {
            "KeelCore": ["Foundation"],
            "AppDomain": ["Foundation", "KeelCore"],
            "template-server": ["DevServer"],
            "*Benchmark": ["AppServices"],
            "*Fuzz": ["FuzzSupport"],
            "KeelCommands": ["ArgumentParser"]
          }
        },
        "no-print": {
          "severity": "error",
          "exclude": ["Benchmarks/**", "Tools/Sources/KeelCommands/**", "Examples/TemplateApp/Benchmarks/**"]
        },
        "line-length": { "warning": 120, "error": 200, "exclude": ["Examples/TemplateApp/Sources/AppLocalization/L10n.swift"] }
      }
    }
    """

  @Test func keepsTheAppsModulesAndRulesWithPathsFromTheAppsFolder() throws {
    let renaming = TemplateRenaming(
      identity: try AppIdentity(name: "Acme", bundleID: nil, scheme: nil, displayName: nil, reservedModules: [:]))
    let deriver = LintConfigurationDeriver(
      renaming: renaming, appModules: ["AppDomain", "acme-server", "CompositionRootBenchmark", "DevServer"])
    let data = try deriver.derive(from: Data(Self.kitConfiguration.utf8))
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let rules = try #require(json["rules"] as? [String: Any])
    let layers = try #require(rules["layers"] as? [String: Any])
    let modules = try #require(layers["modules"] as? [String: [String]])
    #expect(Set(modules.keys) == ["AppDomain", "acme-server", "*Benchmark"])
    #expect(modules["AppDomain"] == ["Foundation", "KeelCore"])
    #expect((layers["tests"] as? [String]) == ["Testing", "KeelTesting"])
    #expect((layers["features"] as? [String: Any])?["suffix"] as? String == "Feature")
    #expect((rules["no-print"] as? [String: Any])?["exclude"] as? [String] == ["Benchmarks/**"])
    #expect(
      (rules["line-length"] as? [String: Any])?["exclude"] as? [String] == ["Sources/AppLocalization/L10n.swift"])
    #expect((rules["line-length"] as? [String: Any])?["warning"] as? Int == 120)
    #expect(json["exclude"] as? [String] == ["**/Generated/**", "**/.build*/**"])
  }

  @Test func writesJSONAsPeopleDo() {
    let foundation = "{\n  \"a\" : [\n\n  ],\n  \"b\" : \"x \\\" : y\",\n  \"c\" : [\n    \"[ ]\"\n  ]\n}"
    #expect(
      LintConfigurationDeriver.tidy(foundation)
        == "{\n  \"a\": [],\n  \"b\": \"x \\\" : y\",\n  \"c\": [\n    \"[ ]\"\n  ]\n}")
  }

  @Test func refusesAConfigurationThatIsNotJSON() throws {
    let renaming = TemplateRenaming(
      identity: try AppIdentity(name: "Acme", bundleID: nil, scheme: nil, displayName: nil, reservedModules: [:]))
    #expect(throws: ScaffoldError.self) {
      try LintConfigurationDeriver(renaming: renaming, appModules: []).derive(from: Data("{ nope".utf8))
    }
  }
}
