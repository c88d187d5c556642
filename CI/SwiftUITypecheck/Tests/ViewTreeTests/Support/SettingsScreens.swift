import AppDomain
import AppLocalization
import Foundation
import KeelCore
import KeelDesign
import KeelNotifications
import KeelStorage
import SettingsFeature

/// The language choice in memory (the app's is AppData's StoredLanguagePreference, which the
/// harness does not build).
final class InMemoryLanguagePreference: LanguagePreference {
  private let choice = Locked(LanguageChoice.system)
  var current: LanguageChoice { choice.withLock { $0 } }
  func select(_ choice: LanguageChoice) { self.choice.withLock { $0 = choice } }
}

/// The Settings tab's view model over fakes and in-memory storage, as its elements factory
/// wires it.
@MainActor
struct SettingsScreens {
  nonisolated static let now = Date(timeIntervalSince1970: 1_773_133_200)
  nonisolated static let berlin = TimeZone(identifier: "Europe/Berlin")!

  let profiles = FakeProfileRepository()
  let store = KeyValueStore(backend: InMemoryKeyValueBackend())
  let language = InMemoryLanguagePreference()
  let theme: ThemePreference
  let notifications: NotificationsConsent

  init() throws {
    theme = ThemePreference(themeStore: try ThemeStore(), store: store)
    let center = InMemoryNotificationCenter(now: Self.now, timeZone: Self.berlin, authorization: .authorized)
    let controller = DefaultLocalNotificationsController(
      messagesProvider: TemplateNotificationMessagesProvider(preferredLanguages: { ["en"] }), center: center,
      seed: 7, now: { SettingsScreens.now }, timeZone: { SettingsScreens.berlin })
    notifications = NotificationsConsent(store: store, controller: controller)
  }

  func profileViewModel() -> ProfileViewModel {
    ProfileViewModel(loadProfile: LoadProfileUseCase(repository: profiles))
  }

  /// `links`: what the status response linked to (none unless a test gives them).
  func settingsViewModel(links: StatusLinks = .none) -> SettingsViewModel {
    SettingsViewModel(
      loadProfile: LoadProfileUseCase(repository: profiles), language: language, theme: theme,
      notifications: notifications,
      appInfo: AppVersionInfo(version: "1.4.0", build: "112", configuration: .development),
      links: links)
  }
}
