import Foundation
import KeelTesting
import Testing

@testable import KeelLocalization

@Suite struct LocalizerTests {
  static func resources() -> LocalizationResources {
    func entries(_ values: [String: LocalizedValue]) -> [LocalizedEntry] {
      values.map { LocalizedEntry(key: $0.key, value: $0.value, location: SourceLocation(file: "f", line: 1)) }
    }
    return LocalizationResources(
      directory: .init(fileURLWithPath: "/"), baseLanguage: "en",
      tables: [
        "en": entries([
          "common.ok": .text("OK"), "only.english": .text("English only"), "greeting": .text("Hello, %@"),
          "items": .plural([.one: "One item", .other: "%lld items"]),
          "files": .plural([.zero: "No files", .one: "One file", .other: "%lld files"]),
        ]),
        "de": entries([
          "common.ok": .text("Okay"), "greeting": .text("Hallo, %@"),
          "items": .plural([.one: "Ein Eintrag", .other: "%lld Einträge"]),
        ]),
        "pt-BR": entries(["common.ok": .text("Certo")]),
      ])
  }

  @Test func choosesThePreferredLanguageThenTheLanguageAloneThenTheBase() {
    #expect(Localizer(resources: Self.resources(), preferredLanguages: ["de-AT", "en"]).language == "de")
    #expect(Localizer(resources: Self.resources(), preferredLanguages: ["pt_BR"]).language == "pt-BR")
    #expect(Localizer(resources: Self.resources(), preferredLanguages: ["fr", "de"]).language == "de")
    #expect(Localizer(resources: Self.resources(), preferredLanguages: ["fr"]).language == "en")
  }

  @Test func fallsBackToTheBaseLanguageKeyByKey() {
    let localizer = Localizer(resources: Self.resources(), preferredLanguages: ["de"])
    #expect(localizer.string("common.ok") == "Okay")
    #expect(localizer.string("only.english") == "English only")
  }

  @Test func anUnknownKeyShowsTheKeyAndWarnsOnce() {
    let capture = LogCapture()
    let localizer = Localizer(resources: Self.resources(), preferredLanguages: ["de"], logger: capture.logger())
    #expect(localizer.string("nope") == "nope")
    #expect(localizer.string("nope") == "nope")
    #expect(capture.lines == ["no localized string for key \"nope\" in de or en; showing the key"])
  }

  @Test func pluralsPickTheirFormByCountAndFormat() {
    let german = Localizer(resources: Self.resources(), preferredLanguages: ["de"])
    #expect(german.string("items", arguments: [1]) == "Ein Eintrag")
    #expect(german.string("items", arguments: [3]) == "3 Einträge")
    #expect(german.string("greeting", arguments: ["Ada"]) == "Hallo, Ada")
    let english = Localizer(resources: Self.resources(), preferredLanguages: ["en"])
    #expect(english.string("items", count: 0) == "%lld items")
    #expect(english.string("items", arguments: [0]) == "0 items")
    #expect(english.format("Hello, %@", ["you"]) == "Hello, you")
  }

  /// The String Catalog fixture with two substitutions per string (issue 22): Tools' generator
  /// fixture, read by XCStringsReader as an app's catalog is.
  static func substitutionResources() throws -> LocalizationResources {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    return try LocalizationResources.load(
      directory: root.appendingPathComponent("Tools/Tests/L10nGeneratorTests/Fixtures/substitutions"))
  }

  /// Each substitution chooses its plural form by its own argument (`argNum`), by the rules of
  /// the language: English (with the catalog's zero form), Russian and Polish (one, few, many),
  /// and Polish writes the folders first.
  @Test(arguments: [
    ("en", 1, 3, "1 file in 3 folders"), ("en", 2, 1, "2 files in 1 folder"), ("en", 0, 2, "no files in 2 folders"),
    ("ru", 1, 1, "1 файл в 1 папке"), ("ru", 3, 5, "3 файла в 5 папках"), ("ru", 21, 2, "21 файл в 2 папках"),
    ("ru", 12, 22, "12 файлов в 22 папках"), ("ru", 0, 1, "0 файлов в 1 папке"),
    ("pl", 1, 1, "W 1 folderze: 1 plik"), ("pl", 2, 5, "W 5 folderach: 2 pliki"),
    ("pl", 5, 22, "W 22 folderach: 5 plików"), ("pl", 22, 12, "W 12 folderach: 22 pliki"),
  ])
  func eachSubstitutionChoosesItsFormByItsOwnArgument(
    language: String, files: Int, folders: Int, expected: String
  ) throws {
    let localizer = Localizer(resources: try Self.substitutionResources(), preferredLanguages: [language])
    #expect(localizer.language == language)
    #expect(localizer.string("files.summary", arguments: [files, folders]) == expected)
  }

  /// A substitution without `argNum` takes the argument its `%#@name@` stands at, after the
  /// text's own `%@`; a form may leave its count out ("one file").
  @Test(arguments: [
    ("en", 1, "Ada synced one file"), ("en", 4, "Ada synced 4 files"),
    ("ru", 5, "Ada синхронизирует 5 файлов"), ("ru", 2, "Ada синхронизирует 2 файла"),
    ("pl", 1, "Ada zsynchronizował(a) jeden plik"), ("pl", 3, "Ada zsynchronizował(a) 3 pliki"),
  ])
  func aSubstitutionAfterAnotherPlaceholderTakesTheNextArgument(language: String, count: Int, expected: String) throws {
    let localizer = Localizer(resources: try Self.substitutionResources(), preferredLanguages: [language])
    #expect(localizer.string("sync.status", arguments: ["Ada", count]) == expected)
  }

  /// Without arguments, the `other` forms stand for the string; with one count, it chooses
  /// every substitution's form.
  @Test func aStringWithSubstitutionsReadWithoutItsArguments() throws {
    let localizer = Localizer(resources: try Self.substitutionResources(), preferredLanguages: ["en"])
    #expect(localizer.string("files.summary") == "%1$lld files in %2$lld folders")
    #expect(localizer.string("files.summary", count: 1) == "%1$lld file in %2$lld folder")
  }

  @Test func aZeroFormIsUsedForZeroEvenWhereTheLanguageHasNoZeroCategory() {
    let english = Localizer(resources: Self.resources(), preferredLanguages: ["en"])
    #expect(english.string("files", arguments: [0]) == "No files")
    #expect(english.string("files", arguments: [1]) == "One file")
    #expect(english.string("files", arguments: [2]) == "2 files")
    // German has no "files": the base language's forms, zero included, still apply.
    let german = Localizer(resources: Self.resources(), preferredLanguages: ["de"])
    #expect(german.string("files", count: 0) == "No files")
  }

  static func tables(_ languages: [String]) -> LocalizationResources {
    LocalizationResources(
      directory: .init(fileURLWithPath: "/"), baseLanguage: "en",
      tables: Dictionary(
        uniqueKeysWithValues: languages.map { language in
          (
            language,
            [LocalizedEntry(key: "name", value: .text(language), location: SourceLocation(file: "f", line: 1))]
          )
        }))
  }

  /// Issue 21, item 14: scripts, regions and CLDR parents used to fall to English.
  @Test(arguments: [
    ("zh-Hans-CN", "zh-Hans"), ("zh-Hant-TW", "zh-Hant"), ("zh-Hant-HK", "zh-Hant"), ("sr-Latn-RS", "sr-Latn"),
    ("es-MX", "es-419"), ("es-ES", "es"), ("ru-RU", "en"),
  ])
  func scriptsRegionsAndParentLocalesReachTheirLocalization(preferred: String, expected: String) {
    let resources = Self.tables(["en", "zh-Hans", "zh-Hant", "sr", "sr-Latn", "es", "es-419"])
    let localizer = Localizer(resources: resources, preferredLanguages: [preferred])
    #expect(localizer.language == expected)
    #expect(localizer.string("name") == expected)
  }

  /// Issue 21, item 15: `%.2f` printed `1234.50` in German.
  @Test func numbersAreWrittenForTheChosenLanguagesLocale() {
    let german = Localizer(resources: Self.resources(), preferredLanguages: ["de-DE"])
    #expect(german.format("%.2f €", [1234.5]) == "1.234,50 €")
    #expect(german.string("items", arguments: [1234]) == "1.234 Einträge")
    let english = Localizer(resources: Self.resources(), preferredLanguages: ["en-US"])
    #expect(english.format("%.2f", [1234.5]) == "1,234.50")
    #expect(english.string("items", arguments: [1234]) == "1,234 items")
  }

  @Test func theFormattingLocaleIsTheChosenLanguageWithTheFirstPreferencesRegion() {
    #expect(Localizer(resources: Self.resources(), preferredLanguages: ["de-AT"]).locale.identifier == "de_AT")
    #expect(Localizer(resources: Self.resources(), preferredLanguages: ["fr-FR", "de"]).locale.identifier == "de_FR")
    #expect(Localizer(resources: Self.resources(), preferredLanguages: ["ja"]).locale.identifier == "en")
    let swiss = Localizer(resources: Self.resources(), preferredLanguages: ["de"], locale: Locale(identifier: "de_CH"))
    #expect(swiss.format("%.2f", [1234.5]) == "1’234.50")
  }
}
