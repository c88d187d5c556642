import AppDomain
import AppLocalization
import AppTestSupport
import Foundation
import KeelCore
import KeelDesign
import KeelNotifications
import KeelStorage
import SettingsFeature

/// The language codes a preference applied, in order (what the localization layer would get).
final class AppliedLanguages: Sendable {
  private let codes = Locked<[String?]>([])
  var all: [String?] { codes.withLock { $0 } }
  func record(_ code: String?) { codes.withLock { $0.append(code) } }
}

/// The Settings tab's elements factory for tests: every preference over one file-backed store
/// (`DiskKeyValueStore`, so a "relaunch" is a second factory over the same disk), the real
/// notifications controller over the in-memory centre, and the profile repository given (a
/// fake, or AppData's over the in-process DevServer). Every view model it makes is tracked for
/// the flow's leak assertion.
@MainActor
final class SettingsTestFactory: SettingsElementsFactory {
  /// 2026-03-10 09:00 UTC, a Tuesday: every daily slot of the day is still ahead.
  nonisolated static let now = Date(timeIntervalSince1970: 1_773_133_200)

  let tracker = LeakTracker()
  let store: KeyValueStore
  let profiles: any ProfileRepositoryProtocol
  let accounts = FakeAccountRepository()
  let localData = RecordingLocalAccountData()
  /// The signed-in user Delete account deletes ("" for a local user).
  var userID = FakeProfileRepository.sample.email
  let rules: ProfileRules
  let applied = AppliedLanguages()
  let language: any LanguagePreference
  let theme: ThemePreference
  let center: InMemoryNotificationCenter
  let controller: DefaultLocalNotificationsController
  let notifications: NotificationsConsent
  let appInfo = AppVersionInfo(version: "1.4.0", build: "112", configuration: .development)
  /// The App Store as Settings' Restore and Manage subscription see it.
  let purchases = MockPurchasesManager()

  init(
    disk: DiskKeyValueStore, profiles: any ProfileRepositoryProtocol = FakeProfileRepository(),
    authorization: NotificationAuthorizationStatus = .authorized, rules: ProfileRules = .api
  ) throws {
    store = try disk.open()
    self.profiles = profiles
    self.rules = rules
    let applied = applied
    language = storedLanguagePreference(store: store) { applied.record($0) }
    theme = ThemePreference(themeStore: try ThemeStore(), store: store)
    center = InMemoryNotificationCenter(
      now: Self.now, timeZone: TimeZone(identifier: "Europe/Berlin")!, authorization: authorization)
    controller = DefaultLocalNotificationsController(
      messagesProvider: TemplateNotificationMessagesProvider(preferredLanguages: { ["en"] }), center: center,
      seed: 7, now: { SettingsTestFactory.now }, timeZone: { TimeZone(identifier: "Europe/Berlin")! })
    notifications = NotificationsConsent(store: store, controller: controller)
    tracker.track(theme, label: "theme preference")
    tracker.track(notifications, label: "notifications consent")
  }

  func settingsViewModel() -> SettingsViewModel { settingsViewModel(appLock: nil) }

  func settingsViewModel(appLock: (any AppLockSettings)?) -> SettingsViewModel {
    settingsViewModel(appLock: appLock, purchases: purchases)
  }

  func settingsViewModel(appLock: (any AppLockSettings)?, purchases: (any PurchasesManager)?) -> SettingsViewModel {
    tracked(
      SettingsViewModel(
        loadProfile: LoadProfileUseCase(repository: profiles), language: language, theme: theme,
        notifications: notifications, appInfo: appInfo, appLock: appLock, purchases: purchases))
  }

  func languageSettingsViewModel() -> LanguageSettingsViewModel {
    tracked(LanguageSettingsViewModel(preference: language))
  }

  func themeSettingsViewModel() -> ThemeSettingsViewModel {
    tracked(ThemeSettingsViewModel(preference: theme))
  }

  func profileViewModel() -> ProfileViewModel {
    tracked(ProfileViewModel(loadProfile: LoadProfileUseCase(repository: profiles)))
  }

  func profileEditorViewModel(profile: UserProfile?) -> ProfileEditorViewModel {
    tracked(
      ProfileEditorViewModel(
        profile: profile, loadProfile: LoadProfileUseCase(repository: profiles),
        updateProfile: UpdateProfileUseCase(repository: profiles, rules: rules)))
  }

  func deleteAccountViewModel() -> DeleteAccountViewModel {
    tracked(
      DeleteAccountViewModel(
        deleteAccount: DeleteAccountUseCase(repository: accounts, userID: userID, localData: localData)))
  }

  private func tracked<Object: AnyObject>(_ object: Object) -> Object {
    tracker.track(object)
    return object
  }
}

/// The daily and test requests the notifications controller left pending.
extension InMemoryNotificationCenter {
  var dailyCount: Int { pending.filter { $0.request.identifier.hasPrefix("keel.notifications.daily.") }.count }
  var testRequests: [Pending] { pending.filter { $0.request.identifier.hasPrefix("keel.notifications.test.") } }
}
