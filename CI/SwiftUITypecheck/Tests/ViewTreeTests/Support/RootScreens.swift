import AppDomain
import AppFeature
import AuthFeature
import FavoritesFeature
import Foundation
import ItemsFeature
import KeelCore
import KeelDesign
import KeelNotifications
import Logging
import OnboardingFeature
import PaywallFeature
import SettingsFeature
import WebFeature

/// The root's world over ``Screens``: an `AppSession` over the shared launch fakes, and every
/// feature's real coordinators and view models, as the composition root wires them (the app's
/// `AppTestWorld` does the same over AppData, which the harness does not build). Everything it
/// makes is tracked for the test's leak assertion.
@MainActor
final class RootScreens: AppElementsFactory, SessionElementsFactory, ItemsElementsFactory, FavoritesElementsFactory,
  SettingsElementsFactory, OnboardingElementsFactory, AuthElementsFactory, PaywallElementsFactory
{
  let screens: Screens
  let session: AppSession
  /// Holds the session's restore (and so the root's loading) until opened.
  let restore: Latch
  let toasts = ToastCenter()
  let notifications: StatusNotifications

  /// - Parameters:
  ///   - onboarded, signedIn, premium: where the person stands at launch.
  ///   - web: the status check's answer sends the app to this page.
  ///   - restore: the session restore waits for it (open: the launch goes straight through).
  init(
    onboarded: Bool = true, signedIn: Bool = true, premium: Bool = true, web: URL? = nil,
    restore: Latch = Latch(open: true)
  ) throws {
    screens = try Screens()
    self.restore = restore
    screens.store.set(onboarded, \.onboardingCompleted)
    let status: StatusResult = web.map { .one($0) } ?? .zero(statisticsURL: nil)
    session = AppSession(
      services: AppSession.Services(
        status: FakeStatusService(status),
        session: FakeSessionManager(restoring: signedIn ? .signedIn : .signedOut, latch: restore),
        launchAnalytics: FakeLaunchAnalytics(),
        purchases: MockPurchasesManager.launched(premium: premium)),
      store: screens.store, flags: FeatureFlags().setting(.statusCheck, enabled: web != nil),
      logger: Logger(label: "viewtree.session"))
    notifications = StatusNotifications(
      consent: screens.notifications, controller: screens.notificationsController,
      logger: Logger(label: "viewtree.notifications"))
    for object: AnyObject in [session, toasts, notifications] { screens.tracked(object) }
  }

  func makeRoot() -> AppCoordinator {
    let root = screens.tracked(
      AppCoordinator(
        session: session, factory: self, notifications: notifications, theme: screens.theme.themeStore,
        logger: Logger(label: "viewtree.root")))
    // As the composition root wires it: what the tabs report shows on the session's toasts.
    root.output = .init(onNotice: { [toasts] notice in notice.raise(in: toasts) })
    return root
  }

  // MARK: - AppElementsFactory

  func onboardingCoordinator() -> OnboardingCoordinator { screens.tracked(OnboardingCoordinator(factory: self)) }

  func authCoordinator() -> AuthCoordinator {
    screens.tracked(AuthCoordinator(factory: self, session: screens.sessions, gate: session.signInGate))
  }

  func paywallCoordinator() -> PaywallCoordinator { screens.tracked(PaywallCoordinator(factory: self)) }

  func webViewModel(url: URL) -> WebViewModel { screens.tracked(WebViewModel(url: url)) }

  func sessionCoordinator() -> SessionCoordinator {
    screens.tracked(
      SessionCoordinator(factory: self, store: screens.store, toasts: toasts, logger: Logger(label: "viewtree.tabs")))
  }

  // MARK: - SessionElementsFactory

  func itemsCoordinator() -> ItemsCoordinator { screens.tracked(ItemsCoordinator(factory: self, toasts: toasts)) }

  func favoritesCoordinator() -> FavoritesCoordinator {
    screens.tracked(FavoritesCoordinator(factory: self, toasts: toasts))
  }

  func settingsCoordinator() -> SettingsCoordinator { screens.tracked(SettingsCoordinator(factory: self)) }

  // MARK: - Features' factories

  func makeOnboardingViewModel() -> OnboardingViewModel { screens.onboardingViewModel() }
  func makeSignInViewModel() -> SignInViewModel { screens.signInViewModel() }
  func makeSignUpViewModel() -> SignUpViewModel { screens.signUpViewModel() }
  func makeForgotPasswordViewModel() -> ForgotPasswordViewModel { screens.forgotPasswordViewModel() }
  func makePaywallViewModel() -> PaywallViewModel { screens.paywallViewModel() }

  func makePremiumUnlockedViewModel(entitlement: PremiumEntitlement) -> PremiumUnlockedViewModel {
    screens.premiumUnlockedViewModel(entitlement)
  }

  func itemsListViewModel() -> ItemsListViewModel { screens.listViewModel() }
  func itemDetailViewModel(id: String) -> ItemDetailViewModel { screens.detailViewModel(id: id) }
  func itemEditorViewModel(mode: ItemEditorViewModel.Mode) -> ItemEditorViewModel { screens.editorViewModel(mode) }

  func favoritesListViewModel() -> FavoritesListViewModel {
    screens.tracked(
      FavoritesListViewModel(catalog: screens.catalog, favorites: screens.favorites, formatter: screens.formatter))
  }

  func settingsViewModel() -> SettingsViewModel { screens.settingsViewModel() }
  func languageSettingsViewModel() -> LanguageSettingsViewModel { screens.languageViewModel() }
  func themeSettingsViewModel() -> ThemeSettingsViewModel { screens.themeViewModel() }
  func profileViewModel() -> ProfileViewModel { screens.profileViewModel() }

  func profileEditorViewModel(profile: UserProfile?) -> ProfileEditorViewModel {
    screens.profileEditorViewModel(profile: profile)
  }

  func deleteAccountViewModel() -> DeleteAccountViewModel {
    screens.tracked(
      DeleteAccountViewModel(
        deleteAccount: DeleteAccountUseCase(
          repository: FakeAccountRepository(), userID: FakeProfileRepository.sample.email,
          localData: RecordingLocalAccountData())))
  }
}
