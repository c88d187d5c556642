import Foundation
import Testing

@testable import AppScaffold

@Suite struct SourceFormatterTests {
  /// The kit's own `.swift-format`, at the repository's root.
  private let kitFile = ScaffoldFixtures.kitRoot.appendingPathComponent(".swift-format")

  @Test func theEmbeddedLayoutIsTheKitsConfiguration() {
    #expect(SourceFormatter.isKitLayout(kitFile))
  }

  @Test func theSameSettingsInAnotherOrderAreTheKitsLayoutAndAnyChangeIsNot() throws {
    let folder = try ScaffoldFixtures.temporaryFolder("source-formatter")
    defer { try? FileManager.default.removeItem(at: folder) }
    let kit = try #require(
      try JSONSerialization.jsonObject(with: Data(SourceFormatter.kitConfiguration.utf8)) as? [String: Any])
    let reordered = folder.appendingPathComponent("reordered.json")
    try JSONSerialization.data(withJSONObject: kit, options: [.sortedKeys]).write(to: reordered)
    #expect(SourceFormatter.isKitLayout(reordered))

    var narrower = kit
    narrower["lineLength"] = 80
    let changed = folder.appendingPathComponent("changed.json")
    try JSONSerialization.data(withJSONObject: narrower).write(to: changed)
    #expect(!SourceFormatter.isKitLayout(changed))
    #expect(!SourceFormatter.isKitLayout(folder.appendingPathComponent("missing.json")))
  }
}
