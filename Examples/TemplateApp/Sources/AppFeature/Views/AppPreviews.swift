#if canImport(SwiftUI)
  import AppDomain
  import AppFixtures
  import AppLocalization
  import AuthFeature
  // keel:sample begin
  import FavoritesFeature
  import ItemsFeature
  // keel:sample end
  import Foundation
  import KeelCore
  import KeelDesign
  import KeelNotifications
  import KeelStorage
  import OnboardingFeature
  import PaywallFeature
  import SettingsFeature
  import WebFeature

  // MARK: - Preview

  #if DEBUG
    /// Seed 001's preview use cases for the root and the main tabs: every factory the root needs,
    /// over the fixtures (``AppFixtures``) and each tab's own preview factory, with every store in
    /// memory (never the device's) and no network: what a mock build shows, signed out.
    @MainActor
    final class AppPreviewFactory: AppElementsFactory, SessionElementsFactory, OnboardingElementsFactory,
      AuthElementsFactory, PaywallElementsFactory
    {
      let store = KeyValueStore(backend: InMemoryKeyValueBackend())
      let sessions = FixtureSessionManager()
      private let toasts = ToastCenter()
      private let settings: SettingsPreviewFactory
      private let consent: NotificationsConsent
      private let controller: DefaultLocalNotificationsController
      private(set) lazy var session = AppSession(
        services: AppSession.Services(
          status: FixtureLaunchServices(), session: sessions, launchAnalytics: FixtureLaunchServices(),
          purchases: Self.startedPurchases()),
        store: store, flags: FeatureFlags())

      /// The mock store, started as the composition root starts it: nothing owned.
      private static func startedPurchases() -> MockPurchasesManager {
        let purchases = MockPurchasesManager()
        Task { await purchases.start() }
        return purchases
      }

      /// Nil only if KeelDesign's built-in themes do not load (see ``SettingsPreviewFactory``).
      init?() {
        guard let settings = SettingsPreviewFactory() else { return nil }
        self.settings = settings
        controller = DefaultLocalNotificationsController(
          messagesProvider: TemplateNotificationMessagesProvider(preferredLanguages: { ["en"] }),
          center: InMemoryNotificationCenter(
            now: AppFixtures.now, timeZone: AppFixtures.timeZone, authorization: .authorized))
        consent = NotificationsConsent(store: store, controller: controller)
      }

      /// The root over this factory; its launch runs when the preview starts it.
      func appCoordinator() -> AppCoordinator {
        AppCoordinator(
          session: session, factory: self, notifications: StatusNotifications(consent: consent, controller: controller),
          theme: settings.themeStore)
      }

      // MARK: The root's children

      func onboardingCoordinator() -> OnboardingCoordinator { OnboardingCoordinator(factory: self) }

      func authCoordinator() -> AuthCoordinator {
        AuthCoordinator(factory: self, session: sessions, gate: session.signInGate)
      }

      func paywallCoordinator() -> PaywallCoordinator { PaywallCoordinator(factory: self) }

      func webViewModel(url: URL) -> WebViewModel { WebViewModel(url: url) }

      func sessionCoordinator() -> SessionCoordinator {
        SessionCoordinator(factory: self, store: store, toasts: toasts)
      }

      // MARK: The tabs

      // keel:sample begin
      func itemsCoordinator() -> ItemsCoordinator { ItemsCoordinator(factory: ItemsPreviewFactory(), toasts: toasts) }

      func favoritesCoordinator() -> FavoritesCoordinator {
        FavoritesCoordinator(factory: FavoritesPreviewFactory(), toasts: toasts)
      }
      // keel:sample end

      func settingsCoordinator() -> SettingsCoordinator { SettingsCoordinator(factory: settings) }

      // MARK: The gates' screens

      func makeOnboardingViewModel() -> OnboardingViewModel { OnboardingViewModel(store: store) }

      func makeSignInViewModel() -> SignInViewModel {
        SignInViewModel(
          useCase: SignInUseCase(provider: FixtureSignInProvider()), gate: session.signInGate,
          allowsContinueWithoutAccount: true)
      }

      func makeSignUpViewModel() -> SignUpViewModel {
        SignUpViewModel(
          useCase: SignUpUseCase(repository: FixtureSessionRepository(), session: sessions), gate: session.signInGate)
      }

      func makeForgotPasswordViewModel() -> ForgotPasswordViewModel {
        ForgotPasswordViewModel(useCase: PasswordResetUseCase(repository: FixtureSessionRepository()))
      }

      func makePaywallViewModel() -> PaywallViewModel {
        PaywallViewModel(
          purchases: MockPurchasesManager(), gate: PaywallGate(store: store), allowsClose: true,
          links: PaywallLinks(terms: URL(fileURLWithPath: "/terms"), privacy: URL(fileURLWithPath: "/privacy")))
      }

      func makePremiumUnlockedViewModel(entitlement: PremiumEntitlement) -> PremiumUnlockedViewModel {
        PremiumUnlockedViewModel(entitlement: entitlement)
      }
    }
  #endif
#endif
