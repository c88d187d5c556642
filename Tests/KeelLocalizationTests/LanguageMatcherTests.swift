import Testing

@testable import KeelLocalization

/// Expected results worked out by hand from Apple's matching (ICU `ualoc_localizationsToUse`,
/// which `Bundle.preferredLocalizations(from:forPreferences:)` uses on iOS) and CLDR's parent
/// locales. swift-corelibs-foundation's `Bundle.preferredLocalizations(from:forPreferences:)` is
/// no reference: on Linux it answers `en` for `zh-Hans-CN`, `es-MX`, even `de-AT`, in `app`.
@Suite struct LanguageMatcherTests {
  static let app = [
    "en", "de", "es", "es-419", "fr", "pt-BR", "pt-PT", "zh-Hans", "zh-Hant", "sr", "sr-Latn", "ja", "nb",
  ]
  static let legacy = ["English", "German", "zh_CN", "zh_TW", "Base"]

  struct Case: Sendable, CustomTestStringConvertible {
    let available: [String]
    let preferences: [String]
    /// The first localization to use, or nil when nothing matches (the development language).
    let expected: String?
    var testDescription: String { "\(preferences) in \(available) → \(expected ?? "none")" }
    init(_ preferences: [String], _ available: [String], _ expected: String?) {
      (self.preferences, self.available, self.expected) = (preferences, available, expected)
    }
    init(_ preferences: [String], _ expected: String?) {
      self.init(preferences, LanguageMatcherTests.app, expected)
    }
  }

  static let cases: [Case] = [
    // Scripts: iOS reports the script, the app ships script-level folders.
    Case(["zh-Hans-CN"], "zh-Hans"),
    Case(["zh-Hant-TW"], "zh-Hant"),
    Case(["zh-Hant-HK"], "zh-Hant"),  // zh_Hant_HK → zh_HK → zh_Hant (Apple's parents)
    Case(["zh-HK"], "zh-Hant"),  // legacy zh_HK means Traditional Chinese
    Case(["zh-SG"], "zh-Hans"),
    Case(["yue-Hant-HK"], "zh-Hant"),  // Cantonese falls back to Traditional Chinese
    Case(["sr-Latn-RS"], "sr-Latn"),
    Case(["sr-RS"], "sr"),  // Cyrillic: sr_Latn is not a parent of sr, nor sr of sr_Latn
    // Regions and CLDR parents.
    Case(["es-MX"], "es-419"),
    Case(["es-AR"], "es-419"),
    Case(["es-US"], "es-419"),
    Case(["es-ES"], "es"),
    Case(["es-419"], "es-419"),
    Case(["pt-PT"], "pt-PT"),
    Case(["pt-AO"], "pt-PT"),  // CLDR: pt_AO → pt_PT
    Case(["pt"], "pt-BR"),  // pt is Brazilian Portuguese (likely subtags)
    Case(["pt_BR"], "pt-BR"),
    Case(["fr-CA"], "fr"),
    Case(["nb-NO"], "nb"),
    Case(["no"], "nb"),  // no and nb are one group; CLDR: nb → no
    // Multi-entry lists: the first preference with any match decides.
    Case(["de-AT", "en"], "de"),
    Case(["it-IT", "de-DE"], "de"),
    Case(["ko-KR", "ja-JP", "en-US"], "ja"),
    Case(["ru", "uk"], nil),
    Case(["sr-Latn-RS", "sr-RS"], "sr-Latn"),
    // Legacy folder names and Base.
    Case(["en-US"], legacy, "English"),
    Case(["de-CH"], legacy, "German"),
    Case(["zh-Hans-CN"], legacy, "zh_CN"),
    Case(["zh-Hant-HK"], legacy, "zh_TW"),
    Case(["fr"], legacy, nil),  // Base is never a language
    // English: Apple's en_AU/en_IN → en_GB → en_001 → en.
    Case(["en-AU"], ["en", "en-GB"], "en-GB"),
    Case(["en-IN"], ["en", "en-GB"], "en-GB"),
    Case(["en-US"], ["en", "en-GB"], "en"),
    Case(["en-CA"], ["en", "en-GB"], "en"),  // CLDR: en_CA → en_001 → en, nearer en than en_GB
    Case(["en-AU"], ["en", "en-001"], "en-001"),
    Case(["en"], ["en-GB", "en-US"], "en-US"),  // the default region is nearer
    // The default region wins a tie; a later exact preference of the same language wins.
    Case(["it"], ["it-CH", "it-IT"], "it-IT"),
    Case(["fr-CH", "fr-CA"], ["fr-FR", "fr-CA"], "fr-CA"),
    // pt-PT takes pt-BR only when no preference matches anything else.
    Case(["pt-PT", "en"], ["pt-BR", "en"], "en"),
    Case(["pt-PT"], ["pt-BR", "en"], "pt-BR"),
  ]

  @Test(arguments: cases)
  func choosesAsApplesBundleDoes(_ testCase: Case) {
    let result = LanguageMatcher.preferredLocalizations(
      from: testCase.available, forPreferences: testCase.preferences)
    #expect(result.first == testCase.expected)
  }

  @Test func listsTheOtherLocalizationsOnTheChosenOnesParentChain() {
    #expect(
      LanguageMatcher.preferredLocalizations(from: ["zh-Hans", "zh-Hant", "zh-HK"], forPreferences: ["zh-Hant-HK"])
        == ["zh-HK", "zh-Hant"])
    #expect(
      LanguageMatcher.preferredLocalizations(from: ["en", "es", "es-419"], forPreferences: ["es-MX"])
        == ["es-419", "es"])
  }

  @Test func normalizesLegacyNamesAndSeparators() {
    #expect(LanguageMatcher.normalizedIdentifier("English") == "en")
    #expect(LanguageMatcher.normalizedIdentifier("zh_CN") == "zh_Hans_CN")
    #expect(LanguageMatcher.normalizedIdentifier("zh-hant-tw") == "zh_Hant_TW")
    #expect(LanguageMatcher.normalizedIdentifier("iw-IL") == "he_IL")
    #expect(LanguageMatcher.normalizedIdentifier("sh") == "sr_Latn")
  }
}
