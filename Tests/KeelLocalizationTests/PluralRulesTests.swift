import Testing

@testable import KeelLocalization

@Suite struct PluralRulesTests {
  @Test func englishGermanSpanish() {
    for language in ["en", "de", "es", "en-GB", "de_AT"] {
      #expect(PluralRules.category(for: 1, language: language) == .one)
      #expect(PluralRules.category(for: 0, language: language) == .other)
      #expect(PluralRules.category(for: 2, language: language) == .other)
    }
  }

  @Test func frenchCountsZeroAsOne() {
    #expect(PluralRules.category(for: 0, language: "fr") == .one)
    #expect(PluralRules.category(for: 2, language: "fr") == .other)
  }

  @Test func russianAndPolishHaveFewAndMany() {
    #expect(
      [1, 2, 5, 11, 21, 22, 25].map { PluralRules.category(for: $0, language: "ru") } == [
        .one, .few, .many, .many, .one, .few, .many,
      ])
    #expect(
      [1, 2, 5, 21, 22].map { PluralRules.category(for: $0, language: "pl") } == [.one, .few, .many, .many, .few])
  }

  @Test func japaneseHasOnlyOtherAndArabicHasSix() {
    #expect(PluralRules.category(for: 1, language: "ja") == .other)
    #expect(
      [0, 1, 2, 3, 11, 100].map { PluralRules.category(for: $0, language: "ar") } == [
        .zero, .one, .two, .few, .many, .other,
      ])
  }
}
