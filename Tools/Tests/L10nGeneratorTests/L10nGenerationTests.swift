import Foundation
import Testing

@testable import L10nGenerator

@Suite struct L10nGenerationTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

  /// Runs the generator on a fixture folder, writing into a temporary file, and returns the
  /// diagnostics with the fixtures folder removed from their paths.
  static func diagnostics(of fixture: String) -> [String] {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("L10n-\(UUID().uuidString).swift")
    defer { try? FileManager.default.removeItem(at: output) }
    do {
      _ = try L10nGeneration.run(.init(resources: fixtures.appendingPathComponent(fixture), output: output))
      return []
    } catch {
      #expect(!FileManager.default.fileExists(atPath: output.path), "nothing is written when generation fails")
      return error.diagnostics.map { $0.description.replacingOccurrences(of: fixtures.path + "/", with: "") }
    }
  }

  @Test func aKeyMissingInALanguage() {
    #expect(
      Self.diagnostics(of: "missing-key") == [
        "missing-key/en.lproj/Localizable.strings:2: error: key 'a.two' is missing in de (missing-key/de.lproj/Localizable.strings)"
      ])
  }

  @Test func aKeyOnlyInOneLanguage() {
    #expect(
      Self.diagnostics(of: "extra-key") == [
        "extra-key/es.lproj/Localizable.strings:3: error: key 'a.extra' is not in the base language en"
      ])
  }

  @Test func placeholdersDifferingInCount() {
    #expect(
      Self.diagnostics(of: "placeholder-count") == [
        "placeholder-count/de.lproj/Localizable.strings:1: error: key 'a.greeting': de has 1 placeholder(s) (1: String), en has 2 (1: String, 2: Int)"
      ])
  }

  @Test func placeholdersDifferingInType() {
    #expect(
      Self.diagnostics(of: "placeholder-type") == [
        "placeholder-type/de.lproj/Localizable.strings:2: error: key 'a.count': argument 1 is Int in en but String in de"
      ])
  }

  @Test func placeholdersDifferingInPosition() {
    #expect(
      Self.diagnostics(of: "placeholder-position") == [
        "placeholder-position/de.lproj/Localizable.strings:1: error: key 'a.pair': argument 1 is String in en but Int in de"
      ])
  }

  @Test func aDuplicatedKey() {
    #expect(
      Self.diagnostics(of: "duplicate-key") == [
        "duplicate-key/en.lproj/Localizable.strings:3: error: duplicate key 'a.one' in en (first defined at duplicate-key/en.lproj/Localizable.strings:1)"
      ])
  }

  @Test func keysThatCannotBecomeSwiftIdentifiers() {
    #expect(
      Self.diagnostics(of: "invalid-identifier") == [
        "invalid-identifier/en.lproj/Localizable.strings:1: error: key 'settings.dark-mode' cannot become a Swift identifier: segment 'dark-mode' contains '-'",
        "invalid-identifier/en.lproj/Localizable.strings:2: error: key '1st.place' cannot become a Swift identifier: segment '1st' does not start with a letter or '_'",
        "invalid-identifier/en.lproj/Localizable.strings:3: error: key 'a..b' cannot become a Swift identifier: it has an empty segment (two dots in a row, or a leading or trailing dot)",
        "invalid-identifier/en.lproj/Localizable.strings:4: error: key 'group' is both a string and a group of keys ('group.…'); rename one",
        "invalid-identifier/en.lproj/Localizable.strings:6: error: key 'format' would hide L10n.format; put it in a group (e.g. 'common.format')",
      ])
  }

  @Test func parseErrorsInEveryFileWithColumns() {
    #expect(
      Self.diagnostics(of: "parse-error") == [
        "parse-error/de.lproj/Localizable.strings:2:17: error: invalid escape sequence '\\q'",
        "parse-error/en.lproj/Localizable.strings:3:1: error: expected ';' after the value of \"a.two\", found '\"'",
      ])
  }

  @Test func noStringsInTheBaseLanguage() {
    #expect(
      Self.diagnostics(of: "no-base") == [
        "no-base:1: error: no strings in the base language 'en' (languages found: de)"
      ])
  }

  @Test func validResourcesAreWrittenThenCheckedAndRewritingChangesNothing() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("Generated/L10n.swift")
    let request = L10nGeneration.Request(resources: Self.fixtures.appendingPathComponent("valid"), output: output)
    #expect(try L10nGeneration.run(request) == .written(keys: 7, languages: ["en", "de"]))
    let first = try Data(contentsOf: output)
    #expect(try L10nGeneration.run(request) == .unchanged(keys: 7, languages: ["en", "de"]))
    #expect(try Data(contentsOf: output) == first)
    var check = request
    check.check = true
    #expect(try L10nGeneration.run(check) == .unchanged(keys: 7, languages: ["en", "de"]))
  }

  @Test func checkFailsOnAStaleOrMissingFileWithoutWriting() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("L10n.swift")
    let check = L10nGeneration.Request(
      resources: Self.fixtures.appendingPathComponent("valid"), output: output, check: true)
    #expect {
      try L10nGeneration.run(check)
    } throws: { error in
      (error as? L10nGeneration.Failure)?.description
        == "\(output.path):1: error: L10n.swift does not exist; run keel gen l10n to create it"
    }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data("// stale\n".utf8).write(to: output)
    #expect(throws: L10nGeneration.Failure.self) { try L10nGeneration.run(check) }
    #expect(try String(contentsOf: output, encoding: .utf8) == "// stale\n")
  }
}
