import AppLocalization
import Foundation
import KeelCore
import KeelNotifications
import Testing

@Suite struct TemplateNotificationMessagesProviderTests {
  @Test(arguments: [("en", "Daily Reminder"), ("de", "Tägliche Erinnerung"), ("es", "Recordatorio Diario")])
  func givesTheTenMessagesInThePreferredLanguage(language: String, firstTitle: String) {
    let messages = TemplateNotificationMessagesProvider(preferredLanguages: { [language] }).messages
    #expect(messages.count == 10)
    #expect(messages.first?.title == firstTitle)
    #expect(Set(messages).count == 10)
    #expect(messages.allSatisfy { !$0.title.hasPrefix("notification.") && !$0.body.hasPrefix("notification.") })
  }

  @Test func readsTheLanguageAtEachPlan() {
    let language = LanguageChoice("en")
    let provider = TemplateNotificationMessagesProvider(preferredLanguages: { [language.value] })
    #expect(provider.messages.first?.title == "Daily Reminder")
    language.value = "de"
    #expect(provider.messages.first?.title == "Tägliche Erinnerung")
  }

  @Test func itsMessagesFillADailyPlan() throws {
    var generator = SplitMix64(seed: 1)
    let plan = try NotificationPlanner(identifierPrefix: "template").planDaily(
      schedules: DailyNotificationSchedule.standard,
      messages: TemplateNotificationMessagesProvider(preferredLanguages: { ["de"] }).messages,
      now: Date(timeIntervalSince1970: 1_781_071_200), timeZone: TimeZone(identifier: "Europe/Berlin")!, limit: 64,
      using: &generator)
    #expect(plan.count == 64)
    #expect(Set(plan.map(\.request.content.title)).count == 10)
  }
}

/// The person's language, changed while the app runs.
private final class LanguageChoice: Sendable {
  private let stored: Locked<String>

  init(_ value: String) { stored = Locked(value) }

  var value: String {
    get { stored.withLock { $0 } }
    set { stored.withLock { $0 = newValue } }
  }
}
