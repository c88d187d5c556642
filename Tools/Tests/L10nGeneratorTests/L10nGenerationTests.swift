import Foundation
import Testing

@testable import L10nGenerator

@Suite struct L10nGenerationTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

  /// Runs the generator on a fixture folder, writing into a temporary file, and returns the
  /// diagnostics (errors of a failed run, or warnings and notes of a successful one) with the
  /// fixtures folder removed from their paths.
  static func diagnostics(of fixture: String, strict: Bool = false, table: String = "Localizable") -> [String] {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("L10n-\(UUID().uuidString).swift")
    defer { try? FileManager.default.removeItem(at: output) }
    var warnings: [L10nDiagnostic] = []
    do {
      _ = try L10nGeneration.run(
        .init(resources: fixtures.appendingPathComponent(fixture), output: output, strict: strict, table: table),
        warnings: &warnings)
      #expect(FileManager.default.fileExists(atPath: output.path), "a run with only warnings writes the file")
      return warnings.map { $0.description.replacingOccurrences(of: fixtures.path + "/", with: "") }
    } catch {
      #expect(!FileManager.default.fileExists(atPath: output.path), "nothing is written when generation fails")
      return error.diagnostics.map { $0.description.replacingOccurrences(of: fixtures.path + "/", with: "") }
    }
  }

  @Test func aKeyMissingInALanguageWarnsAndStrictMakesItAnError() {
    let message =
      "missing-key/en.lproj/Localizable.strings:2: %@: key 'a.two' is missing in de "
      + "(missing-key/de.lproj/Localizable.strings); iOS shows the en text"
    #expect(Self.diagnostics(of: "missing-key") == [message.replacingOccurrences(of: "%@", with: "warning")])
    #expect(
      Self.diagnostics(of: "missing-key", strict: true) == [message.replacingOccurrences(of: "%@", with: "error")])
  }

  @Test func aKeyOnlyInOneLanguageWarns() {
    let message =
      "extra-key/es.lproj/Localizable.strings:3: %@: key 'a.extra' is not in the base language en; it is not generated"
    #expect(Self.diagnostics(of: "extra-key") == [message.replacingOccurrences(of: "%@", with: "warning")])
    #expect(Self.diagnostics(of: "extra-key", strict: true) == [message.replacingOccurrences(of: "%@", with: "error")])
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

  @Test func aRealisticMultiLanguageAppGeneratesWithWarningsOnly() {
    #expect(
      Self.diagnostics(of: "realistic") == [
        "realistic:1: note: not generated: InfoPlist.strings (only the Localizable table is; generate another with --table NAME)",
        "realistic/en.lproj/Localizable.strings:17: warning: key 'Done.' is missing in fr (realistic/fr.lproj/Localizable.strings); iOS shows the en text",
      ])
  }

  /// Strings with several substitutions (issue 22) generate with no warning: each
  /// substitution's argument is typed (see L10nCodeGeneratorTests) and chooses its own form.
  @Test func stringsWithSeveralSubstitutionsGenerateWithoutWarnings() {
    #expect(Self.diagnostics(of: "substitutions") == [])
    #expect(Self.diagnostics(of: "substitutions", strict: true) == [])
  }

  /// A substitution's argument typed differently in a translation (`%@` for `lld`) is an error
  /// at the key.
  @Test func aSubstitutionTypedDifferentlyInATranslationIsAnError() {
    #expect(
      Self.diagnostics(of: "substitution-mismatch") == [
        "substitution-mismatch/Localizable.xcstrings:4: error: key 'files.summary': argument 2 is Int in en but String in pl"
      ])
  }

  /// BOM-less UTF-16 (issue 22): read as Apple's parser reads it, with a warning (an error with
  /// --strict) per file.
  @Test func utf16WithoutBOMGeneratesWithAWarning() {
    let message =
      "UTF-16 without a byte-order mark: read as Apple's parser reads it, little-endian after dropping "
      + "the first two bytes (its first character); save it as UTF-8 or as UTF-16 with a byte-order mark"
    #expect(
      Self.diagnostics(of: "utf16-no-bom") == [
        "utf16-no-bom/de.lproj/Localizable.strings:1:1: warning: \(message)",
        "utf16-no-bom/en.lproj/Localizable.strings:1:1: warning: \(message)",
      ])
    #expect(Self.diagnostics(of: "utf16-no-bom", strict: true).allSatisfy { $0.contains(": error: UTF-16 without") })
  }

  /// BOM-less UTF-16 that Apple's parser rejects (its first quote dropped; big-endian) fails here
  /// too, at the file.
  @Test func utf16WithoutBOMThatApplesParserRejectsIsAnError() {
    let diagnostics = Self.diagnostics(of: "utf16-no-bom-rejected")
    #expect(diagnostics.count == 2, "\(diagnostics)")
    #expect(diagnostics.first?.hasPrefix("utf16-no-bom-rejected/de.lproj/Localizable.strings:") == true)
    #expect(diagnostics.last?.hasPrefix("utf16-no-bom-rejected/en.lproj/Localizable.strings:1:") == true)
    #expect(diagnostics.allSatisfy { $0.contains(": error: ") })
  }

  /// One translation with two `%@` where the base has one stays an error at its file:line, in
  /// every mode.
  @Test func placeholderMismatchesAreErrorsEvenWithoutStrict() {
    #expect(Self.diagnostics(of: "placeholder-count").first?.contains("de.lproj/Localizable.strings:1: error:") == true)
  }

  /// Texts whose base has no placeholder are never formatted: "100%-osan" or "%-tal" in a
  /// translation is text (not `%-o`, `%-ta`); a real extra `%@` in a format string is still an error.
  @Test func percentSignsInTextAreNotPlaceholders() {
    #expect(
      Self.diagnostics(of: "percent-text") == [
        "percent-text/hu.lproj/Localizable.strings:3: error: key 'greeting': hu has 2 placeholder(s) (1: String, 2: String), en has 1 (1: String)"
      ])
  }

  @Test func aDuplicatedKeyWarnsAndTheLastDefinitionWins() throws {
    #expect(
      Self.diagnostics(of: "duplicate-key") == [
        "duplicate-key/en.lproj/Localizable.strings:3:1: warning: duplicate key \"a.one\": this definition replaces the one at line 1 (the last one wins, as in Apple's parser)"
      ])
    #expect(Self.diagnostics(of: "duplicate-key", strict: true).first?.contains(": error: duplicate key") == true)
  }

  /// Keys that used to fail (hyphens, leading digits, empty segments, a key that is also a
  /// group, keys named like L10n's members or the types the file uses) all generate.
  @Test func anyKeyGenerates() {
    #expect(Self.diagnostics(of: "any-key").isEmpty)
  }

  @Test func twoKeysWithOneSwiftNameGetANoteNamingBoth() {
    #expect(
      Self.diagnostics(of: "name-clash") == [
        "name-clash/en.lproj/Localizable.strings:1: note: keys 'sign in' and 'sign-in' both become L10n.signIn; 'sign-in' is L10n.signIn_281c1798",
        "name-clash/en.lproj/Localizable.strings:4: note: keys 'group' and 'group.value' both become L10n.group.value; 'group.value' is L10n.group.value_7d721727",
      ])
  }

  /// Runs the generator on a fixture folder and returns the generated source (empty when
  /// generation fails) and the diagnostics, with the fixtures folder removed from their paths.
  static func generated(of fixture: String, strict: Bool = false) -> (source: String, diagnostics: [String]) {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("L10n-\(UUID().uuidString).swift")
    defer { try? FileManager.default.removeItem(at: output) }
    var warnings: [L10nDiagnostic] = []
    let strip = { (diagnostics: [L10nDiagnostic]) in
      diagnostics.map { $0.description.replacingOccurrences(of: fixtures.path + "/", with: "") }
    }
    do {
      _ = try L10nGeneration.run(
        .init(resources: fixtures.appendingPathComponent(fixture), output: output, strict: strict),
        warnings: &warnings)
      return ((try? String(contentsOf: output, encoding: .utf8)) ?? "", strip(warnings))
    } catch {
      return ("", strip(error.diagnostics))
    }
  }

  /// The member names a generated source declares, in order.
  static func memberNames(in source: String) -> [String] {
    source.split(separator: "\n").compactMap { line in
      guard line.contains(".string(\""), let range = line.range(of: "static var ") else { return nil }
      return String(line[range.upperBound...].prefix { $0 != ":" })
    }
  }

  /// Keys differing only in case or punctuation (`Clear Session` / `Clear session?`) generate:
  /// the first in key order keeps the plain name, the others get a suffix from a hash of the
  /// key itself, so the names never depend on which other keys exist.
  @Test func keysWithOneSwiftNameGetDistinctStableNames() throws {
    let (source, diagnostics) = Self.generated(of: "case-clash")
    let names = Self.memberNames(in: source)
    #expect(names.count == 4)
    #expect(Set(names).count == 4, "\(names)")
    #expect(names.contains("CheckYourEmail") && names.contains("ClearSession"))
    #expect(source.contains("Key: `Check your Email`"))
    #expect(diagnostics.count == 2)
    #expect(diagnostics.allSatisfy { $0.contains(": note: ") && $0.contains("Check") || $0.contains("Clear") })
    let withAnotherKey = Self.generated(of: "case-clash-extra")
    #expect(Set(Self.memberNames(in: withAnotherKey.source)) == Set(names).union(["AnotherKey"]))
  }

  @Test func keysWithOneSwiftNameAreErrorsWhenStrict() {
    let (source, diagnostics) = Self.generated(of: "case-clash", strict: true)
    #expect(source.isEmpty)
    #expect(diagnostics.count == 2 && diagnostics.allSatisfy { $0.contains(": error: ") })
  }

  /// The reference app's strings pass `keel gen l10n --strict --check` (scripts/test).
  @Test func referenceAppStringsPassStrict() throws {
    let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../../Examples/TemplateApp/Sources/AppLocalization/Resources").standardized
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("L10n-\(UUID().uuidString).swift")
    defer { try? FileManager.default.removeItem(at: output) }
    var warnings: [L10nDiagnostic] = []
    _ = try L10nGeneration.run(
      .init(resources: resources, output: output, accessLevel: "public", strict: true), warnings: &warnings)
    #expect(warnings.allSatisfy { !$0.isError })
  }

  @Test func parseErrorsInEveryFileWithColumns() {
    #expect(
      Self.diagnostics(of: "parse-error") == [
        "parse-error/de.lproj/Localizable.strings:2:18: error: expected ';' after the value of \"a.two\", found '\"'",
        "parse-error/en.lproj/Localizable.strings:3:1: error: expected ';' after the value of \"a.two\", found '\"'",
      ])
  }

  /// Base.lproj is the base language; other tables get one note, or are generated on request.
  @Test func baseLprojIsTheBaseAndOtherTablesGetANote() throws {
    #expect(
      Self.diagnostics(of: "base-lproj") == [
        "base-lproj:1: note: not generated: InfoPlist.strings (only the Localizable table is; generate another with --table NAME)",
        "base-lproj/Base.lproj/Localizable.strings:2: warning: key 'count' is missing in de (base-lproj/de.lproj/Localizable.strings); iOS shows the Base text",
      ])
    #expect(
      Self.diagnostics(of: "base-lproj", table: "InfoPlist") == [
        "base-lproj:1: note: not generated: Localizable.strings (only the InfoPlist table is; generate another with --table NAME)",
        "base-lproj/Base.lproj/InfoPlist.strings:2: warning: key 'NSCameraUsageDescription' is missing in de (base-lproj/de.lproj/InfoPlist.strings); iOS shows the Base text",
        "base-lproj/Base.lproj/InfoPlist.strings:2: warning: key 'NSCameraUsageDescription' is missing in fr (base-lproj/fr.lproj/InfoPlist.strings); iOS shows the Base text",
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
