import ArgumentParser
import Foundation
import KeelDesign

/// `keel design assets`: writes the asset catalog's named colours from KeelDesign's palette
/// (``ColorAssetCatalog``), so `Color("primary500")`, the accent colour and the launch screen's
/// background are the palette's values; `--check` fails when the catalog differs from what would
/// be written (a token changed without regenerating, a colour set edited in Xcode, a stale one).
struct DesignAssetsCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "assets",
    abstract: "Write (or --check) the asset catalog's colour sets from KeelDesign's palette.",
    discussion: """
      Writes Palette/<token>.colorset for every palette token (light and dark values), \
      AccentColor.colorset (the standard theme's accent) and LaunchBackground.colorset (its \
      background) into the given .xcassets folder. Other entries of the catalog (AppIcon, \
      images) are left alone. With --check nothing is written: every difference is listed and \
      the command exits with status 1, so CI catches a catalog that drifted from the palette.
      """)

  @Argument(help: "The asset catalog (.xcassets folder).")
  var catalog: String

  @Flag(help: "Compare instead of writing; exit with status 1 on any difference.")
  var check = false

  func run() async throws {
    let folder = URL(fileURLWithPath: catalog).standardizedFileURL
    guard folder.pathExtension == "xcassets" else {
      throw ValidationError("\(catalog) is not an asset catalog (expected a folder ending in .xcassets)")
    }
    let differences = AssetCatalogDrift.differences(in: folder)
    if check {
      guard differences.isEmpty else {
        for difference in differences { DesignOutput.error("\(folder.path): \(difference)") }
        DesignOutput.error(
          "keel design assets: \(differences.count) difference(s) from the palette; "
            + "run `keel design assets \(catalog)` to regenerate")
        throw ExitCode.failure
      }
      DesignOutput.line("\(folder.path): \(ColorAssetCatalog.files().count) colour files match the palette")
      return
    }
    do {
      try AssetCatalogDrift.write(into: folder)
    } catch {
      DesignOutput.error("keel design assets: cannot write \(folder.path): \(error.localizedDescription)")
      throw ExitCode.failure
    }
    DesignOutput.line(
      "wrote \(folder.path): \(Palette.allCases.count) palette colours, \(ColorAssetCatalog.accentColorName), "
        + "\(ColorAssetCatalog.launchBackgroundName) (\(differences.count) changed)")
  }
}

/// What differs between a catalog on disk and ``ColorAssetCatalog/files(theme:)``, and the write
/// that removes the differences.
enum AssetCatalogDrift {
  /// One line per difference: a missing or different file, a palette colour set with no token.
  static func differences(in folder: URL) -> [String] {
    let expected = ColorAssetCatalog.files()
    var found: [String] = []
    for (path, contents) in expected.sorted(by: { $0.key < $1.key }) {
      let url = folder.appendingPathComponent(path)
      guard let existing = try? String(contentsOf: url, encoding: .utf8) else {
        found.append("\(path) is missing")
        continue
      }
      if existing != contents { found.append("\(path) differs from the palette") }
    }
    for stale in staleColorSets(in: folder) {
      found.append("\(ColorAssetCatalog.paletteFolder)/\(stale) has no palette token")
    }
    return found
  }

  /// Writes every generated file and removes palette colour sets whose token no longer exists.
  static func write(into folder: URL) throws {
    let manager = FileManager.default
    for (path, contents) in ColorAssetCatalog.files() {
      let url = folder.appendingPathComponent(path)
      try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try contents.write(to: url, atomically: true, encoding: .utf8)
    }
    for stale in staleColorSets(in: folder) {
      try manager.removeItem(
        at: folder.appendingPathComponent(ColorAssetCatalog.paletteFolder).appendingPathComponent(stale))
    }
  }

  /// Colour sets in the palette folder that no token generates (a renamed or removed token).
  private static func staleColorSets(in folder: URL) -> [String] {
    let paletteFolder = folder.appendingPathComponent(ColorAssetCatalog.paletteFolder)
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: paletteFolder.path)) ?? []
    let tokens = Set(Palette.allCases.map { "\($0.rawValue).colorset" })
    return entries.filter { $0.hasSuffix(".colorset") && !tokens.contains($0) }.sorted()
  }
}
