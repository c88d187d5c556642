import Foundation
import Testing

@testable import FeatureScaffold

@Suite struct LintConfigEditorTests {
  static let entries: [(module: String, imports: [String])] = [
    ("ReportsFeature", ["AppDomain", "SwiftUI"]), ("ReportsFeatureTests", ["KeelTesting"]),
  ]

  static func modules(_ text: String) throws -> [String: [String]] {
    let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let layers = try #require((root["rules"] as? [String: Any])?["layers"] as? [String: Any])
    return try #require(layers["modules"] as? [String: [String]])
  }

  @Test func theRepositorysConfigurationGetsTheModulesAndKeepsItsText() throws {
    let source = try ScaffoldFixtures.read(".keel-lint.json")
    let edited = try LintConfigEditor(path: ".keel-lint.json", source: source).adding(Self.entries)
    let before = try Self.modules(source)
    let after = try Self.modules(edited)
    #expect(after["ReportsFeature"] == ["AppDomain", "SwiftUI"])
    #expect(after["ReportsFeatureTests"] == ["KeelTesting"])
    #expect(after.count == before.count + 2)
    #expect(PackageManifestEditorTests.onlyInserts(of: source, in: edited))
    #expect(edited.contains("\n        \"ReportsFeature\": [\"AppDomain\", \"SwiftUI\"],\n"))
  }

  @Test func anEmptyModulesObjectAndKeysInStringsAreHandled() throws {
    let source = """
      {"rules": {"note": "a } and a { in a string", "layers": {"modules": {}}}}
      """
    let edited = try LintConfigEditor(path: "c.json", source: source).adding(Self.entries)
    #expect(try Self.modules(edited).keys.sorted() == ["ReportsFeature", "ReportsFeatureTests"])
  }

  @Test func aModuleAlreadyListedIsRefused() throws {
    let source = try ScaffoldFixtures.read(".keel-lint.json")
    #expect(throws: ScaffoldError(".keel-lint.json already lists FavoritesFeature in its layers")) {
      _ = try LintConfigEditor(path: ".keel-lint.json", source: source).adding([("FavoritesFeature", [])])
    }
  }

  @Test func invalidJSONAndAMissingLayersObjectAreRefused() {
    #expect(throws: ScaffoldError("cannot parse c.json: it is not valid JSON")) {
      _ = try LintConfigEditor(path: "c.json", source: "{ \"rules\": ").adding(Self.entries)
    }
    #expect(throws: ScaffoldError("cannot update c.json: no rules.layers.modules object")) {
      _ = try LintConfigEditor(path: "c.json", source: "{\"rules\": {}}").adding(Self.entries)
    }
  }
}
