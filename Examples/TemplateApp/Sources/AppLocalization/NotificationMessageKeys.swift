import KeelLocalization

/// The keys of seed 000's ten daily notification messages, in order. The notifications provider
/// turns each pair into a message in the user's language.
public struct NotificationMessageKeys: Sendable, Hashable {
  public let title: String
  public let body: String

  public static let all: [NotificationMessageKeys] = (1...10).map {
    NotificationMessageKeys(title: "notification.message\($0).title", body: "notification.message\($0).body")
  }
}

/// This module's strings for a chosen list of languages, for code that must not depend on the
/// process's preferred languages (tests, a notification scheduled for a language picked in
/// Settings). `L10n` uses the preferred languages.
public enum AppStrings {
  public static func localizer(preferredLanguages: [String]) -> Localizer {
    Localizer.bundled(
      in: .module, subdirectory: "Resources", baseLanguage: "en", preferredLanguages: preferredLanguages)
  }
}
