import ArgumentParser
import Foundation
import KeelDesign
import Testing

@testable import KeelCommands

@Suite struct DesignAssetsCommandTests {
  private func temporaryCatalog() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("keel-assets-\(UUID().uuidString)")
      .appendingPathComponent("Assets.xcassets")
  }

  @Test func isReachableAsKeelDesignAssets() throws {
    let command = try KeelCommand.parseAsRoot(["design", "assets", "App/Assets.xcassets", "--check"])
    let assets = try #require(command as? DesignAssetsCommand)
    #expect(assets.catalog == "App/Assets.xcassets")
    #expect(assets.check)
  }

  @Test func writesEveryColourAndThenChecksClean() async throws {
    let catalog = temporaryCatalog()
    defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
    #expect(AssetCatalogDrift.differences(in: catalog).count == ColorAssetCatalog.files().count)
    try await DesignAssetsCommand.parse([catalog.path]).run()
    let primary = catalog.appendingPathComponent("Palette/primary500.colorset/Contents.json")
    #expect(try String(contentsOf: primary, encoding: .utf8).contains("\"red\" : \"0x30\""))
    #expect(AssetCatalogDrift.differences(in: catalog).isEmpty)
    try await DesignAssetsCommand.parse([catalog.path, "--check"]).run()
  }

  @Test func checkFailsOnAnEditedColourAndAStaleOne() async throws {
    let catalog = temporaryCatalog()
    defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
    try await DesignAssetsCommand.parse([catalog.path]).run()
    let accent = catalog.appendingPathComponent("AccentColor.colorset/Contents.json")
    try "{}".write(to: accent, atomically: true, encoding: .utf8)
    let stale = catalog.appendingPathComponent("Palette/brand900.colorset")
    try FileManager.default.createDirectory(at: stale, withIntermediateDirectories: true)
    let differences = AssetCatalogDrift.differences(in: catalog)
    #expect(
      differences == [
        "AccentColor.colorset/Contents.json differs from the palette", "Palette/brand900.colorset has no palette token",
      ])
    await #expect(throws: ExitCode.failure) { try await DesignAssetsCommand.parse([catalog.path, "--check"]).run() }
    // Regenerating repairs both.
    try await DesignAssetsCommand.parse([catalog.path]).run()
    #expect(AssetCatalogDrift.differences(in: catalog).isEmpty)
    #expect(!FileManager.default.fileExists(atPath: stale.path))
  }

  @Test func refusesAFolderThatIsNotACatalog() async throws {
    await #expect(throws: ValidationError.self) { try await DesignAssetsCommand.parse(["/tmp/not-a-catalog"]).run() }
  }
}
