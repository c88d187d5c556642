import AppLocalization
import Foundation
import KeelCore
import KeelLocalization
import Observation
import Testing

/// The generated L10n, compiled and used on Linux exactly as on iOS: every member a String
/// looked up by Keel's Localizer when it is read, in a language switchable at run time.
///
/// Serialized, and every switch undone: `L10n`'s language is the process's, so a test that
/// switches it must not run beside one that reads it.
@Suite(.serialized) struct L10nTests {
  @Test func constantsAreStringsFromTheResources() {
    let localizer = L10n.localizer
    let ok: String = L10n.common.ok
    #expect(ok == localizer.string("common.ok"))
    #expect(L10n.notification.message1.title == localizer.string("notification.message1.title"))
    #expect(L10n.common.error.title != "common.error.title")
  }

  @Test func functionsTakeTypedArguments() {
    #expect(L10n.common.greeting("Ada").contains("Ada"))
    #expect(L10n.common.itemsCount(3).contains("3"))
  }

  @Test func formatFormatsAnyFormatString() {
    #expect(L10n.format("Hello, %@", "Ada") == "Hello, Ada")
    #expect(L10n.format("%2$@ %1$lld", 7, "n") == "n 7")
  }

  @Test func theLanguagesAreTheResourcesOnes() {
    #expect(L10n.availableLanguages == ["en", "de", "es"])
  }

  /// en → de → es → en → the system's languages, each read through the same members.
  @Test func aLanguageSelectedAtRunTimeChangesEveryMember() {
    defer { L10n.selectLanguage(nil) }
    let expected: [(language: String, cancel: String, greeting: String, items: String)] = [
      ("en", "Cancel", "Hello, Ada!", "3 items"),
      ("de", "Abbrechen", "Hallo, Ada!", "3 Einträge"),
      ("es", "Cancelar", "¡Hola, Ada!", "3 elementos"),
      ("en", "Cancel", "Hello, Ada!", "3 items"),
    ]
    for (language, cancel, greeting, items) in expected {
      L10n.selectLanguage(language)
      #expect(L10n.selectedLanguage == language)
      #expect(L10n.currentLanguage == language)
      #expect(L10n.common.cancel == cancel)
      #expect(L10n.common.greeting("Ada") == greeting)
      #expect(L10n.common.itemsCount(3) == items)
    }
    L10n.selectLanguage(nil)
    let system = AppStrings.localizer(preferredLanguages: Locale.preferredLanguages)
    #expect(L10n.selectedLanguage == nil)
    #expect(L10n.currentLanguage == system.language)
    #expect(L10n.common.cancel == system.string("common.cancel"))
  }

  /// A regional preference reaches its language; one the app lacks is logged and follows the
  /// system, so a stale stored choice cannot leave the app without strings.
  @Test func aSelectionIsMatchedAgainstTheAvailableLanguages() {
    defer { L10n.selectLanguage(nil) }
    L10n.selectLanguage("de-AT")
    #expect(L10n.selectedLanguage == "de")
    #expect(L10n.common.cancel == "Abbrechen")
    L10n.selectLanguage("fr")
    #expect(L10n.selectedLanguage == nil)
    #expect(L10n.currentLanguage == AppStrings.localizer(preferredLanguages: Locale.preferredLanguages).language)
  }

  /// What makes a SwiftUI view redraw: its body's read of a member is tracked by Observation,
  /// and a switch of language notifies it.
  @Test func readingAMemberIsObservedAndASwitchNotifies() {
    defer { L10n.selectLanguage(nil) }
    L10n.selectLanguage("en")
    let changes = Locked(0)
    let text = withObservationTracking {
      L10n.common.cancel
    } onChange: {
      changes.withLock { $0 += 1 }
    }
    #expect(text == "Cancel")
    #expect(changes.withLock { $0 } == 0)
    L10n.selectLanguage("es")
    #expect(changes.withLock { $0 } == 1)
    #expect(L10n.common.cancel == "Cancelar")
  }
}
