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
