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
}
