import AppLocalization
import KeelLocalization
import Testing

@Suite struct AppStringsTests {
  @Test(arguments: [
    ("en", "Daily Reminder", "Don't forget to check your tasks today!"),
    ("de", "Tägliche Erinnerung", "Vergiss nicht, deine Aufgaben heute zu überprüfen!"),
    ("es", "Recordatorio Diario", "¡No olvides revisar tus tareas hoy!"),
  ])
  func theFirstNotificationMessageInEachLanguage(language: String, title: String, body: String) {
    let localizer = AppStrings.localizer(preferredLanguages: [language])
    #expect(localizer.language == language)
    #expect(localizer.string(NotificationMessageKeys.all[0].title) == title)
    #expect(localizer.string(NotificationMessageKeys.all[0].body) == body)
  }

  @Test(arguments: ["en", "de", "es"])
  func everyNotificationMessageIsTranslatedAndDistinct(language: String) {
    let localizer = AppStrings.localizer(preferredLanguages: [language])
    let keys = NotificationMessageKeys.all
    #expect(keys.count == 10)
    let texts = keys.flatMap { [localizer.string($0.title), localizer.string($0.body)] }
    #expect(Set(texts).count == 20)
    #expect(texts.allSatisfy { !$0.hasPrefix("notification.") })
  }

  @Test func anUnsupportedLanguageFallsBackToEnglish() {
    let localizer = AppStrings.localizer(preferredLanguages: ["fr-FR"])
    #expect(localizer.language == "en")
    #expect(localizer.string("common.cancel") == "Cancel")
  }
}
