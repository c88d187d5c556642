import Foundation
import KeelCore
import KeelTesting
import Observation
import Testing

@testable import KeelLocalization

@Suite struct LocalizationSettingsTests {
  static func resources() -> LocalizationResources {
    func entries(_ values: [String: LocalizedValue]) -> [LocalizedEntry] {
      values.map { LocalizedEntry(key: $0.key, value: $0.value, location: SourceLocation(file: "f", line: 1)) }
    }
    return LocalizationResources(
      directory: .init(fileURLWithPath: "/"), baseLanguage: "en",
      tables: [
        "en": entries(["cancel": .text("Cancel"), "price": .text("%.2f €")]),
        "de": entries(["cancel": .text("Abbrechen"), "price": .text("%.2f €")]),
        "es": entries(["cancel": .text("Cancelar")]),
      ])
  }

  /// The system's preferred languages, changeable by a test.
  final class System: Sendable {
    let languages: Locked<[String]>
    init(_ languages: [String]) { self.languages = Locked(languages) }
    var provider: @Sendable () -> [String] { { self.languages.withLock { $0 } } }
  }

  @Test func followsTheSystemUntilALanguageIsSelectedAndAgainAfterNil() {
    let system = System(["es-MX", "en"])
    let settings = LocalizationSettings(resources: Self.resources(), systemLanguages: system.provider)
    #expect(settings.selectedLanguage == nil)
    #expect(settings.language == "es")
    #expect(settings.localizer.string("cancel") == "Cancelar")
    settings.select(language: "de")
    #expect(settings.selectedLanguage == "de")
    #expect(settings.language == "de")
    #expect(settings.localizer.string("cancel") == "Abbrechen")
    // nil reads the system's languages again, as they are now.
    system.languages.withLock { $0 = ["en-GB"] }
    settings.select(language: nil)
    #expect(settings.selectedLanguage == nil)
    #expect(settings.localizer.string("cancel") == "Cancel")
  }

  @Test func theAvailableLanguagesAreTheBaseFirstThenTheRestSorted() {
    let settings = LocalizationSettings(resources: Self.resources(), systemLanguages: { ["en"] })
    #expect(settings.availableLanguages == ["en", "de", "es"])
    #expect(settings.baseLanguage == "en")
  }

  /// A stored choice comes back at launch through the initializer.
  @Test func aSelectionGivenAtLaunchIsUsedFromTheStart() {
    let settings = LocalizationSettings(
      resources: Self.resources(), selectedLanguage: "es", systemLanguages: { ["de-DE"] })
    #expect(settings.selectedLanguage == "es")
    #expect(settings.localizer.string("cancel") == "Cancelar")
  }

  @Test func aSelectionIsMatchedAsIOSMatchesAPreference() {
    let settings = LocalizationSettings(resources: Self.resources(), systemLanguages: { ["en"] })
    settings.select(language: "de-CH")
    #expect(settings.selectedLanguage == "de")
    settings.select(language: "es_419")
    #expect(settings.selectedLanguage == "es")
  }

  @Test func aLanguageWithoutStringsIsLoggedAndFollowsTheSystem() {
    let capture = LogCapture()
    let settings = LocalizationSettings(
      resources: Self.resources(), systemLanguages: { ["de"] }, logger: capture.logger())
    settings.select(language: "fr")
    #expect(settings.selectedLanguage == nil)
    #expect(settings.language == "de")
    #expect(
      capture.lines.contains {
        $0.contains("no strings in \"fr\" (available: en, de, es); following the system's languages")
      })
  }

  /// The picked language's numbers, with the system's region, as iOS formats for an app whose
  /// language is set on its own: `de` on a device in the US is `de_US`, written as
  /// `String(format:locale:)` writes it there; in Germany, `de_DE`.
  @Test func numbersFollowThePickedLanguageWithTheSystemsRegion() {
    let american = LocalizationSettings(resources: Self.resources(), systemLanguages: { ["en-US"] })
    #expect(american.localizer.string("price", arguments: [2.5]) == "2.50 €")
    american.select(language: "de")
    #expect(american.localizer.locale.identifier == "de_US")
    #expect(
      american.localizer.string("price", arguments: [2.5])
        == String(format: "%.2f €", locale: Locale(identifier: "de_US"), 2.5))
    let german = LocalizationSettings(resources: Self.resources(), systemLanguages: { ["de-DE"] })
    german.select(language: "en")
    #expect(german.localizer.locale.identifier == "en_DE")
    german.select(language: "de")
    #expect(german.localizer.locale.identifier == "de_DE")
    #expect(german.localizer.string("price", arguments: [2.5]) == "2,50 €")
  }

  /// What redraws a SwiftUI view: a read of the localizer is tracked, and a selection that
  /// changes the language notifies; selecting the language already shown does not.
  @Test func readsAreObservedAndOnlyAChangeNotifies() {
    let settings = LocalizationSettings(resources: Self.resources(), systemLanguages: { ["en"] })
    let changes = Locked(0)
    func track() -> String {
      withObservationTracking {
        settings.localizer.string("cancel")
      } onChange: {
        changes.withLock { $0 += 1 }
      }
    }
    #expect(track() == "Cancel")
    settings.select(language: "de")
    #expect(changes.withLock { $0 } == 1)
    #expect(track() == "Abbrechen")
    settings.select(language: "de")
    #expect(changes.withLock { $0 } == 1)
    settings.select(language: "es")
    #expect(changes.withLock { $0 } == 2)
    #expect(track() == "Cancelar")
  }

  @Test func theSelectionIsObservedToo() {
    let settings = LocalizationSettings(resources: Self.resources(), systemLanguages: { ["en"] })
    let changes = Locked(0)
    let selection = withObservationTracking {
      settings.selectedLanguage
    } onChange: {
      changes.withLock { $0 += 1 }
    }
    #expect(selection == nil)
    settings.select(language: "es")
    #expect(changes.withLock { $0 } == 1)
  }

  /// Reads from many tasks while the language switches: each sees one whole language.
  @Test func readsDuringSwitchesSeeOneLanguageAtATime() async {
    let settings = LocalizationSettings(resources: Self.resources(), systemLanguages: { ["en"] })
    let texts = await withTaskGroup(of: [String].self) { group in
      group.addTask {
        for index in 0..<200 { settings.select(language: ["de", "es", "en"][index % 3]) }
        return []
      }
      for _ in 0..<4 {
        group.addTask { (0..<200).map { _ in settings.localizer.string("cancel") } }
      }
      return await group.reduce(into: [String]()) { $0 += $1 }
    }
    #expect(texts.count == 800)
    #expect(Set(texts).isSubset(of: ["Cancel", "Abbrechen", "Cancelar"]))
  }

  @Test func unreadableBundledStringsShowKeysAndAreLogged() {
    let capture = LogCapture()
    let settings = LocalizationSettings.bundled(
      in: .main, subdirectory: "NoSuchResources-\(UUID().uuidString)", baseLanguage: "en",
      systemLanguages: { ["en"] }, logger: capture.logger())
    #expect(settings.localizer.string("cancel") == "cancel")
    #expect(settings.availableLanguages.isEmpty)
    #expect(capture.lines.contains { $0.contains("localized strings (Localizable) not loaded, keys will be shown") })
  }
}
