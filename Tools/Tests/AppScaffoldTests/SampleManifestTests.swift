import Foundation
import Testing

@testable import AppScaffold

@Suite struct SampleManifestTests {
  @Test func theReferenceAppsManifestNamesWhatExists() throws {
    let manifest = try SampleManifest.load(
      template: ScaffoldFixtures.kitRoot.appendingPathComponent("Examples/TemplateApp"), fileManager: .default)
    #expect(manifest.modules.isSuperset(of: ["ItemsFeature", "FavoritesFeature", "MainTabsTests"]))
    #expect(manifest.stringGroups == ["items", "favorites"])
    #expect(manifest.excludes("Sources/ItemsFeature/List/ItemsListViewModel.swift"))
    #expect(manifest.excludes("Tests/MainTabsTests"))
    #expect(manifest.excludes("ImageSnapshots/Package.swift"))
    #expect(!manifest.excludes("Sources/ItemsFeatureExtras/A.swift"))
    #expect(!manifest.excludes("Sources/AppFeature/ItemsFeature/A.swift"))
  }

  @Test func aNameTheTemplateLacksIsAnErrorNamingIt() throws {
    let folder = try ScaffoldFixtures.temporaryFolder("manifest")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Sources/ItemsFeature"), withIntermediateDirectories: true)
    let file = folder.appendingPathComponent(SampleManifest.fileName)
    try Data(#"{"minimal": {"modules": ["ItemsFeature", "GoneFeature"]}}"#.utf8).write(to: file)
    #expect {
      try SampleManifest.load(template: folder, fileManager: .default)
    } throws: { "\($0)".contains("module 'GoneFeature' is not a folder of Sources/") }
    try Data(#"{"minimal": {"modules": ["ItemsFeature"], "paths": ["Nowhere"]}}"#.utf8).write(to: file)
    #expect {
      try SampleManifest.load(template: folder, fileManager: .default)
    } throws: { "\($0)".contains("path 'Nowhere' does not exist") }
    try Data(#"{"minimal": {}}"#.utf8).write(to: file)
    #expect {
      try SampleManifest.load(template: folder, fileManager: .default)
    } throws: { "\($0)".contains("no 'minimal.modules'") }
    try FileManager.default.removeItem(at: file)
    #expect {
      try SampleManifest.load(template: folder, fileManager: .default)
    } throws: { "\($0)".contains(".keel-template.json: --minimal needs it") }
  }

  @Test func projectSpecEntriesNamingAModuleGo() {
    let spec = """
      dependencies:
        - package: App
          products:
            - AppDomain
            - ItemsFeature
      test:
        targets:
          - package: App/ItemsFeatureTests
          - package: App/AppDomainTests
      """
    let edited = SampleManifest.removingListEntries(naming: ["ItemsFeature", "ItemsFeatureTests"], from: spec)
    #expect(!edited.contains("Items"))
    #expect(edited.contains("- package: App\n"))
    #expect(edited.contains("- AppDomain\n"))
    #expect(edited.contains("- package: App/AppDomainTests"))
  }

  @Test func stringGroupsGoWithTheirEmptiedHeadings() {
    let strings = """
      /* English */
      // MARK: - Common

      "common.ok" = "OK";

      // MARK: - Items

      "items.title" = "Items";
      "items.add" = "Add";

      // MARK: - Settings

      "settings.title" = "Settings";
      "itemsCount.label" = "Count";
      """
    let edited = SampleManifest.removingStringGroups(["items"], from: strings)
    #expect(
      edited == """
        /* English */
        // MARK: - Common

        "common.ok" = "OK";

        // MARK: - Settings

        "settings.title" = "Settings";
        "itemsCount.label" = "Count";
        """)
  }
}
