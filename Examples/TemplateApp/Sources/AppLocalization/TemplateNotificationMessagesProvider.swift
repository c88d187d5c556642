import Foundation
import KeelLocalization
import KeelNotifications

/// Seed 000's `TemplateNotificationMessagesProvider`: the ten daily messages in the person's
/// language, read at each plan so a language change shows from the next re-plan on.
public struct TemplateNotificationMessagesProvider: NotificationMessagesProviding {
  private let preferredLanguages: @Sendable () -> [String]

  public init(preferredLanguages: @escaping @Sendable () -> [String] = { Locale.preferredLanguages }) {
    self.preferredLanguages = preferredLanguages
  }

  public var messages: [NotificationMessage] {
    let localizer = AppStrings.localizer(preferredLanguages: preferredLanguages())
    return NotificationMessageKeys.all.map {
      NotificationMessage(title: localizer.string($0.title), body: localizer.string($0.body))
    }
  }
}
