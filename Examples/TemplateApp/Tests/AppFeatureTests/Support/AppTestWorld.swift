import AppDomain
import AppFeature
import AppLocalization
import AppTestSupport
import AuthFeature
// keel:sample begin
import FavoritesFeature
// keel:sample end
import Foundation
// keel:sample begin
import ItemsFeature
// keel:sample end
import KeelCore
import KeelDesign
import KeelNavigation
import KeelNotifications
import KeelStorage
import KeelTesting
import OnboardingFeature
import PaywallFeature
import SettingsFeature
import WebFeature

/// The root's world for tests, as the composition root will build it but over the shared
/// fakes: one file-backed store, an `AppSession` over fake launch services, every feature's
/// real coordinators and view models, the real notifications controller over the in-memory
/// centre. Everything it makes is tracked for the test's leak assertion (`.checksLeaks`).
@MainActor
final class AppTestWorld: AppElementsFactory, SessionElementsFactory, SettingsElementsFactory,
  OnboardingElementsFactory, AuthElementsFactory, PaywallElementsFactory
{
  /// 2026-03-10 09:00 UTC: every daily slot of the day is still ahead.
  nonisolated static let now = Date(timeIntervalSince1970: 1_773_133_200)

  let store: KeyValueStore
  let session: AppSession
  let sessions: FakeSessionManager
  let logs = LogCapture()
  let center: InMemoryNotificationCenter
  let consent: NotificationsConsent
  let notifications: StatusNotifications
  let items = FakeItemsRepository()
  let profiles = FakeProfileRepository()
  // keel:sample begin
  let catalog: ItemsCatalog
  // keel:sample end
  let favorites: any FavoritesService
  let toasts = ToastCenter(clock: TestClock())
  let formatter = PriceFormatter(locale: Locale(identifier: "en_US"))
  let language: any LanguagePreference
  let theme: ThemePreference
  let purchases = MockPurchasesManager()
  /// What the factory made (coordinators by kind, view models by type), in order.
  private(set) var made: [String] = []

  /// - Parameters:
  ///   - onboarded, signedIn, premium: where the person stands at launch.
  ///   - flags: feature flags (the status check is off unless `status` is given).
  ///   - statusLatch: holds the status answer back until it opens (a slow launch).
  init(
    disk: DiskKeyValueStore, status: StatusResult? = nil, onboarded: Bool = true, signedIn: Bool = true,
    premium: Bool = true, flags: FeatureFlags = FeatureFlags(), statusLatch: Latch = Latch(open: true)
  ) throws {
    store = try disk.open()
    store.set(onboarded, \.onboardingCompleted)
    sessions = FakeSessionManager(restoring: signedIn ? .signedIn : .signedOut)
    let flags = status == nil ? flags.setting(.statusCheck, enabled: false) : flags
    session = AppSession(
      services: AppSession.Services(
        status: FakeStatusService(status ?? .zero(statisticsURL: nil), latch: statusLatch), session: sessions,
        launchAnalytics: FakeLaunchAnalytics(),
        purchases: MockPurchasesManager.launched(premium: premium)),
      store: store, flags: flags, logger: logs.logger("template.session"))
    center = InMemoryNotificationCenter(
      now: Self.now, timeZone: TimeZone(identifier: "Europe/Berlin")!, authorization: .notDetermined)
    let controller = DefaultLocalNotificationsController(
      messagesProvider: TemplateNotificationMessagesProvider(preferredLanguages: { ["en"] }), center: center,
      seed: 7, now: { AppTestWorld.now }, timeZone: { TimeZone(identifier: "Europe/Berlin")! })
    consent = NotificationsConsent(store: store, controller: controller)
    notifications = StatusNotifications(consent: consent, controller: controller, logger: logs.logger("notifications"))
    favorites = try TestFavorites.service(store: store)
    language = storedLanguagePreference(store: store) { _ in }
    theme = ThemePreference(themeStore: try ThemeStore(), store: store)
    // keel:sample begin
    catalog = ItemsCatalog(repository: items, clock: TestClock())
    LeakCheck.track(catalog)
    // keel:sample end
    for object: AnyObject in [session, consent, notifications, theme, toasts] { LeakCheck.track(object) }
  }

  /// The root over this world; `splash` times the launch splash (a test clock's, to drive it).
  func makeRoot(splash: LaunchSplash = LaunchSplash()) -> AppCoordinator {
    tracked(
      AppCoordinator(
        session: session, factory: self, notifications: notifications, theme: theme.themeStore,
        parser: AppDeepLinkParser.make(logger: logs.logger("deeplinks")), splash: splash,
        logger: logs.logger("template.root")),
      "root")
  }

  /// A session coordinator on its own (the tab tests), over this world's store.
  func makeTabs() -> SessionCoordinator { sessionCoordinator() }

  // MARK: - AppElementsFactory

  func onboardingCoordinator() -> OnboardingCoordinator { tracked(OnboardingCoordinator(factory: self), "onboarding") }

  func authCoordinator() -> AuthCoordinator {
    tracked(AuthCoordinator(factory: self, session: sessions, gate: session.signInGate), "auth")
  }

  func paywallCoordinator() -> PaywallCoordinator { tracked(PaywallCoordinator(factory: self), "paywall") }

  func webViewModel(url: URL) -> WebViewModel { tracked(WebViewModel(url: url), "web") }

  func sessionCoordinator() -> SessionCoordinator {
    tracked(
      SessionCoordinator(factory: self, store: store, toasts: toasts, logger: logs.logger("template.session.tabs")),
      "tabs")
  }

  // MARK: - SessionElementsFactory

  func settingsCoordinator() -> SettingsCoordinator { tracked(SettingsCoordinator(factory: self), "settings") }

  // MARK: - Features' factories

  func makeOnboardingViewModel() -> OnboardingViewModel { tracked(OnboardingViewModel(store: store)) }

  func makeSignInViewModel() -> SignInViewModel {
    tracked(
      SignInViewModel(
        useCase: SignInUseCase(provider: FakeSignInProvider()), gate: session.signInGate,
        allowsContinueWithoutAccount: true))
  }

  func makeSignUpViewModel() -> SignUpViewModel {
    tracked(
      SignUpViewModel(
        useCase: SignUpUseCase(repository: FakeSessionRepository(), session: sessions), gate: session.signInGate))
  }

  func makeForgotPasswordViewModel() -> ForgotPasswordViewModel {
    tracked(ForgotPasswordViewModel(useCase: PasswordResetUseCase(repository: FakeSessionRepository())))
  }

  func makePaywallViewModel() -> PaywallViewModel {
    tracked(
      PaywallViewModel(
        purchases: purchases, gate: PaywallGate(store: store), allowsClose: true,
        links: PaywallLinks(
          terms: URL(string: "https://example.org/terms")!, privacy: URL(string: "https://example.org/privacy")!)))
  }

  func makePremiumUnlockedViewModel(entitlement: PremiumEntitlement) -> PremiumUnlockedViewModel {
    tracked(PremiumUnlockedViewModel(entitlement: entitlement))
  }

  func settingsViewModel() -> SettingsViewModel {
    tracked(
      SettingsViewModel(
        loadProfile: LoadProfileUseCase(repository: profiles), language: language, theme: theme,
        notifications: consent, appInfo: AppVersionInfo(version: "1.0.0", build: "1", configuration: .development)))
  }

  func languageSettingsViewModel() -> LanguageSettingsViewModel {
    tracked(LanguageSettingsViewModel(preference: language))
  }

  func themeSettingsViewModel() -> ThemeSettingsViewModel { tracked(ThemeSettingsViewModel(preference: theme)) }

  func profileViewModel() -> ProfileViewModel {
    tracked(ProfileViewModel(loadProfile: LoadProfileUseCase(repository: profiles)))
  }

  func profileEditorViewModel(profile: UserProfile?) -> ProfileEditorViewModel {
    tracked(
      ProfileEditorViewModel(
        profile: profile, loadProfile: LoadProfileUseCase(repository: profiles),
        updateProfile: UpdateProfileUseCase(repository: profiles, rules: .api)))
  }

  func deleteAccountViewModel() -> DeleteAccountViewModel {
    tracked(
      DeleteAccountViewModel(
        deleteAccount: DeleteAccountUseCase(
          repository: FakeAccountRepository(), userID: FakeProfileRepository.sample.email,
          localData: RecordingLocalAccountData())))
  }

  private func tracked<Object: AnyObject>(_ object: Object, _ kind: String? = nil) -> Object {
    LeakCheck.track(object)
    made.append(kind ?? String(describing: Object.self))
    return object
  }
}

// keel:sample begin
/// The sample tabs' factories.
extension AppTestWorld: ItemsElementsFactory, FavoritesElementsFactory {
  func itemsCoordinator() -> ItemsCoordinator { tracked(ItemsCoordinator(factory: self, toasts: toasts), "items") }

  func favoritesCoordinator() -> FavoritesCoordinator {
    tracked(FavoritesCoordinator(factory: self, toasts: toasts), "favorites")
  }

  func itemsListViewModel() -> ItemsListViewModel {
    tracked(
      ItemsListViewModel(
        catalog: catalog, deleteItem: DeleteItemUseCase(repository: items), favorites: favorites, formatter: formatter))
  }

  func itemDetailViewModel(id: String) -> ItemDetailViewModel {
    tracked(
      ItemDetailViewModel(
        id: id, catalog: catalog, deleteItem: DeleteItemUseCase(repository: items), favorites: favorites,
        formatter: formatter))
  }

  func itemEditorViewModel(mode: ItemEditorViewModel.Mode) -> ItemEditorViewModel {
    tracked(
      ItemEditorViewModel(
        mode: mode, catalog: catalog, createItem: CreateItemUseCase(repository: items, locale: formatter.locale),
        updateItem: UpdateItemUseCase(repository: items, locale: formatter.locale), formatter: formatter))
  }

  func favoritesListViewModel() -> FavoritesListViewModel {
    tracked(FavoritesListViewModel(catalog: catalog, favorites: favorites, formatter: formatter))
  }
}
// keel:sample end

extension AppChild {
  /// The child's kind, for expectations.
  var kind: String {
    switch self {
    case .loading: "loading"
    case .web: "web"
    case .onboarding: "onboarding"
    case .signIn: "signIn"
    case .paywall: "paywall"
    case .main: "main"
    }
  }
}
