import Foundation
import Testing

@testable import KeelLocalization

@Suite struct LocalizationResourcesTests {
  @Test func readsLprojStringsAndCatalogsTogether() throws {
    try withResources([
      "en.lproj/Localizable.strings": "\"common.ok\" = \"OK\";",
      "de.lproj/Localizable.strings": "\"common.ok\" = \"OK\";",
      "de.lproj/InfoPlist.strings": "\"ignored\" = \"x\";",
      "Catalog.xcstrings": """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "catalog.title" : {
            "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Titel" } },
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Title" } }
            }
          }
        }
      }
      """,
    ]) { directory in
      let resources = try LocalizationResources.load(directory: directory)
      #expect(resources.baseLanguage == "en")
      #expect(resources.languages == ["en", "de"])
      #expect(Set(resources.tables["de"]!.map(\.key)) == ["common.ok", "catalog.title"])
      #expect(
        resources.tables["en"]!.first { $0.key == "common.ok" }?.location.file.hasSuffix("en.lproj/Localizable.strings")
          == true)
    }
  }

  /// Base.lproj is the base language; other tables are listed, or read with `table:`; what
  /// the parser skips comes back as warnings.
  @Test func baseLprojOtherTablesAndWarnings() throws {
    try withResources([
      "Base.lproj/Localizable.strings": "\"title\" = \"Title\";\n; \"dropped\" = \"x\";",
      "fr.lproj/Localizable.strings": "\"title\" = \"Titre\";",
      "fr.lproj/InfoPlist.strings": "\"CFBundleName\" = \"Exemple\";",
      "Base.lproj/InfoPlist.strings": "\"CFBundleName\" = \"Example\";",
    ]) { directory in
      let resources = try LocalizationResources.load(directory: directory)
      #expect(resources.baseLanguage == "Base")
      #expect(resources.languages == ["Base", "fr"])
      #expect(resources.otherTables == ["InfoPlist"])
      #expect(resources.warnings.map(\.location.line) == [2])
      let infoPlist = try LocalizationResources.load(directory: directory, table: "InfoPlist")
      #expect(infoPlist.tables["fr"]?.map(\.key) == ["CFBundleName"])
      #expect(infoPlist.otherTables == ["Localizable"])
    }
  }

  @Test func everyBrokenFileIsReported() throws {
    try withResources([
      "en.lproj/Localizable.strings": "\"a\" = \"1\"",
      "de.lproj/Localizable.strings": "\"a\" = \"1;",
      "es.lproj/Localizable.strings": "\"a\" = \"1\";",
    ]) { directory in
      #expect {
        try LocalizationResources.load(directory: directory)
      } throws: { error in
        let lines = (error as? LocalizationLoadError)?.diagnostics.map(\.description) ?? []
        return lines.count == 2
          && lines[0].hasSuffix(
            "de.lproj/Localizable.strings:1:7: unterminated string: the value starting here has no closing '\"'")
          && lines[1].hasSuffix(
            "en.lproj/Localizable.strings:1:10: expected ';' after the value of \"a\", found the end of the file")
      }
    }
  }

  @Test func aMissingFolderIsReported() {
    #expect(throws: LocalizationLoadError.self) {
      try LocalizationResources.load(directory: URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)"))
    }
  }
}

/// Writes `files` (relative path → contents) into a fresh temporary folder for `body`.
func withResources(_ files: [String: String], _ body: (URL) throws -> Void) throws {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("keel-l10n-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: directory) }
  for (path, contents) in files {
    let url = directory.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(contents.utf8).write(to: url)
  }
  try body(directory)
}
