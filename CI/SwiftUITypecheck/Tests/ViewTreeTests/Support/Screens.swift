import AppDomain
import AppFeature
import AppLocalization
import AuthFeature
import FavoritesFeature
import Foundation
import ItemsFeature
import KeelCore
import KeelDesign
import KeelNotifications
import KeelStorage
import Logging
import OnboardingFeature
import PaywallFeature
import SettingsFeature

/// The language choice in memory (the app's is AppData's StoredLanguagePreference, which the
/// harness does not build).
final class InMemoryLanguagePreference: LanguagePreference {
  private let choice = Locked(LanguageChoice.system)
  var current: LanguageChoice { choice.withLock { $0 } }
  func select(_ choice: LanguageChoice) { self.choice.withLock { $0 = choice } }
}

/// The one fixture every view-tree test builds its screens from: the shared fakes, in-memory
/// storage, fixed clocks, and each screen's view model wired as its feature's elements factory
/// wires it. Everything it makes is tracked for the test's leak assertion (`ViewSnapshots` is
/// `.checksLeaks`), so a view model or coordinator the tree or a task keeps alive fails the test.
@MainActor
final class Screens {
  /// 2026-03-10 09:00 UTC: the Items sync line's time and the notifications' "now".
  nonisolated static let now = Date(timeIntervalSince1970: 1_773_133_200)
  nonisolated static let berlin = TimeZone(identifier: "Europe/Berlin")!
  /// How long a test waits for work its taps started (a request to a fake, a store call): generous,
  /// since the shared machine can starve the tests' tasks; a passing test never waits this long.
  static let patience = Duration.seconds(20)
  static let paywallLinks = PaywallLinks(
    terms: URL(string: "https://example.org/terms")!, privacy: URL(string: "https://example.org/privacy")!)

  // Items and Favorites
  let repository: FakeItemsRepository
  let catalog: ItemsCatalog
  let favorites: InMemoryFavorites
  let formatter: PriceFormatter
  // Settings and Profile
  let profiles = FakeProfileRepository()
  let store = KeyValueStore(backend: InMemoryKeyValueBackend())
  let language = InMemoryLanguagePreference()
  let theme: ThemePreference
  let notifications: NotificationsConsent
  let notificationsController: DefaultLocalNotificationsController
  let deviceOwner: ScriptedDeviceAuthenticator
  let appLockSettings: InMemoryAppLockSettings
  // Sign-in and the paywall
  let signIn: FakeSignInProvider
  let sessionRepository: FakeSessionRepository
  let sessions = RecordingSessionManager()
  let signInGate: SignInGate
  let purchases: MockPurchasesManager
  let paywallGate: PaywallGate

  /// - Parameters:
  ///   - items, favorites: what the items "server" holds and which are favourites.
  ///   - locale: the prices' locale (the snapshot's language).
  ///   - signIn: the sign-in provider, with its scripted answers.
  ///   - sessionRepository: register and reset requests fail with this, when given.
  ///   - purchases: the store's script and products.
  ///   - deviceOwner: what the app lock's prompts answer.
  init(
    items: [Item] = FakeItemsRepository.sample, favorites: Set<String> = [],
    locale: Locale = Locale(identifier: "en_US"),
    signIn: FakeSignInProvider = FakeSignInProvider(), sessionRepository failure: RepositoryError? = nil,
    purchases: MockPurchasesManager = MockPurchasesManager(),
    deviceOwner: ScriptedDeviceAuthenticator = ScriptedDeviceAuthenticator()
  ) throws {
    repository = FakeItemsRepository(items: items)
    // A fixed "now" for the sync line's time (the snapshot must not change with the clock);
    // scripts/test runs with TZ=UTC, so its time of day is fixed too.
    catalog = ItemsCatalog(repository: repository, clock: ContinuousClock(), now: { Screens.now })
    self.favorites = InMemoryFavorites(favorites)
    formatter = PriceFormatter(locale: locale)
    theme = ThemePreference(themeStore: try ThemeStore(), store: store)
    let center = InMemoryNotificationCenter(now: Self.now, timeZone: Self.berlin, authorization: .authorized)
    notificationsController = DefaultLocalNotificationsController(
      messagesProvider: TemplateNotificationMessagesProvider(preferredLanguages: { ["en"] }), center: center,
      seed: 7, now: { Screens.now }, timeZone: { Screens.berlin })
    notifications = NotificationsConsent(store: store, controller: notificationsController)
    self.deviceOwner = deviceOwner
    appLockSettings = InMemoryAppLockSettings(authenticator: deviceOwner)
    self.signIn = signIn
    sessionRepository = FakeSessionRepository(failure: failure)
    signInGate = SignInGate(store: store)
    self.purchases = purchases
    paywallGate = PaywallGate(store: store)
    for object: AnyObject in [catalog, theme, notifications, signInGate, paywallGate] { tracked(object) }
  }

  @discardableResult
  func tracked<Object: AnyObject>(_ object: Object, file: String = #fileID, line: Int = #line) -> Object {
    LeakCheck.track(object, file: file, line: line)
    return object
  }

  // MARK: - Items and Favorites

  func listViewModel() -> ItemsListViewModel {
    tracked(
      ItemsListViewModel(
        catalog: catalog, deleteItem: DeleteItemUseCase(repository: repository), favorites: favorites,
        formatter: formatter))
  }

  func detailViewModel(id: String) -> ItemDetailViewModel {
    tracked(
      ItemDetailViewModel(
        id: id, catalog: catalog, deleteItem: DeleteItemUseCase(repository: repository), favorites: favorites,
        formatter: formatter))
  }

  func editorViewModel(_ mode: ItemEditorViewModel.Mode) -> ItemEditorViewModel {
    tracked(
      ItemEditorViewModel(
        mode: mode, catalog: catalog, createItem: CreateItemUseCase(repository: repository, locale: formatter.locale),
        updateItem: UpdateItemUseCase(repository: repository, locale: formatter.locale), formatter: formatter))
  }

  /// Favorites over the shared catalog fake (the tab reads the session's catalog, not ItemsFeature's).
  func favoritesViewModel() -> FavoritesListViewModel {
    tracked(
      FavoritesListViewModel(
        catalog: tracked(FakeItemsCatalog(repository: repository)), favorites: favorites, formatter: formatter))
  }

  // MARK: - Settings and Profile

  func profileViewModel() -> ProfileViewModel {
    tracked(ProfileViewModel(loadProfile: LoadProfileUseCase(repository: profiles)))
  }

  func profileEditorViewModel(profile: UserProfile?) -> ProfileEditorViewModel {
    tracked(
      ProfileEditorViewModel(
        profile: profile, loadProfile: LoadProfileUseCase(repository: profiles),
        updateProfile: UpdateProfileUseCase(repository: profiles, rules: .api)))
  }

  /// Settings; with `appLock`, the Security section's toggle over the in-memory lock settings;
  /// `links`: what the status response linked to (none unless a test gives them).
  func settingsViewModel(appLock: Bool = false, links: StatusLinks = .none) -> SettingsViewModel {
    tracked(
      SettingsViewModel(
        loadProfile: LoadProfileUseCase(repository: profiles), language: language, theme: theme,
        notifications: notifications,
        appInfo: AppVersionInfo(version: "1.4.0", build: "112", configuration: .development),
        appLock: appLock ? appLockSettings : nil, links: links, purchases: purchases))
  }

  func languageViewModel() -> LanguageSettingsViewModel {
    tracked(LanguageSettingsViewModel(preference: language))
  }

  func themeViewModel() -> ThemeSettingsViewModel { tracked(ThemeSettingsViewModel(preference: theme)) }

  /// The lock over the in-memory settings, as the root builds it.
  func appLock() -> AppLock {
    tracked(
      AppLock(
        policy: { [appLockSettings] in appLockSettings.policy }, authenticator: deviceOwner,
        reason: { L10n.lock.reason }, now: { Screens.now }, logger: Logger(label: "viewtree.lock")))
  }

  // MARK: - Onboarding, sign-in, paywall

  func onboardingViewModel() -> OnboardingViewModel { tracked(OnboardingViewModel(store: store)) }

  /// Sign-in with the guest button and, when `apple`, Sign in with Apple's button.
  func signInViewModel(apple: Bool = true) -> SignInViewModel {
    tracked(
      SignInViewModel(
        useCase: SignInUseCase(provider: signIn), gate: signInGate, allowsContinueWithoutAccount: true,
        appleSignIn: apple ? appleSignInViewModel() : nil))
  }

  func appleSignInViewModel() -> AppleSignInViewModel {
    tracked(
      AppleSignInViewModel(
        provider: signIn, gate: signInGate, makeNonce: { AppleSignInNonce(raw: "fixed-nonce-for-snapshots") }))
  }

  func signUpViewModel() -> SignUpViewModel {
    tracked(
      SignUpViewModel(useCase: SignUpUseCase(repository: sessionRepository, session: sessions), gate: signInGate))
  }

  func forgotPasswordViewModel() -> ForgotPasswordViewModel {
    tracked(ForgotPasswordViewModel(useCase: PasswordResetUseCase(repository: sessionRepository)))
  }

  func paywallViewModel(allowsClose: Bool = true) -> PaywallViewModel {
    tracked(
      PaywallViewModel(purchases: purchases, gate: paywallGate, allowsClose: allowsClose, links: Self.paywallLinks))
  }

  func premiumUnlockedViewModel(_ entitlement: PremiumEntitlement) -> PremiumUnlockedViewModel {
    tracked(PremiumUnlockedViewModel(entitlement: entitlement))
  }
}
