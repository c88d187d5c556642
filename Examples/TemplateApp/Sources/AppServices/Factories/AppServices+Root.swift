import AppFeature
import AuthFeature
// keel:sample begin
import FavoritesFeature
// keel:sample end
import Foundation
// keel:sample begin
import ItemsFeature
// keel:sample end
import KeelDesign
import OnboardingFeature
import PaywallFeature
import SettingsFeature
import WebFeature

/// The root's children and the tabs, built from the scoped services. The gates' coordinators
/// use the login scope; the tabs' use the signed-in scope, which is open by the time the root
/// shows them (``AppServices/launch()``, ``AppServices/signedIn(as:)``).
extension AppServices: AppElementsFactory, SessionElementsFactory, AppLifecycle {
  /// The root coordinator over these services: what the app file shows, in the stored theme,
  /// with what the tabs report (Settings' notices) shown as toasts.
  public func makeAppCoordinator() -> AppCoordinator {
    let coordinator = AppCoordinator(
      session: session, factory: self,
      notifications: StatusNotifications(consent: notificationsConsent, controller: notificationController),
      theme: themePreference.themeStore, lifecycle: self)
    // On the tabs' own centre: the session's, which Items and Favorites raise theirs on and the
    // tabs draw. Notices come from the tabs, so they show; if not, the notice is logged.
    let logger = logger
    coordinator.output = .init(onNotice: { [weak coordinator] notice in
      guard let toasts = coordinator?.sessionCoordinator?.toasts else {
        logger.warning("a notice arrived with no tabs shown; not shown", metadata: ["notice": "\(notice)"])
        return
      }
      notice.raise(in: toasts)
    })
    return coordinator
  }

  /// The theme and appearance the app draws in (Settings changes them).
  public var theme: ThemeStore { themePreference.themeStore }

  public func onboardingCoordinator() -> OnboardingCoordinator {
    OnboardingCoordinator(factory: self)
  }

  public func authCoordinator() -> AuthCoordinator {
    AuthCoordinator(factory: self, session: login(.session), gate: session.signInGate)
  }

  public func paywallCoordinator() -> PaywallCoordinator {
    PaywallCoordinator(factory: self)
  }

  public func webViewModel(url: URL) -> WebViewModel {
    makeWebViewModel(url: url)
  }

  public func sessionCoordinator() -> SessionCoordinator {
    SessionCoordinator(factory: self, store: environment.keyValueStore, toasts: toasts)
  }

  // keel:sample begin
  public func itemsCoordinator() -> ItemsCoordinator {
    ItemsCoordinator(factory: self, toasts: toasts)
  }

  public func favoritesCoordinator() -> FavoritesCoordinator {
    FavoritesCoordinator(factory: self, toasts: toasts)
  }
  // keel:sample end

  public func settingsCoordinator() -> SettingsCoordinator {
    SettingsCoordinator(factory: self)
  }
}
