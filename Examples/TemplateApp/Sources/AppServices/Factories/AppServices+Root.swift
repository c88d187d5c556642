import AppFeature
import AuthFeature
// keel:sample begin
import FavoritesFeature
// keel:sample end
import Foundation
// keel:sample begin
import ItemsFeature
// keel:sample end
import OnboardingFeature
import PaywallFeature
import SettingsFeature
import WebFeature

/// The root's children and the tabs, built from the scoped services. The gates' coordinators
/// use the login scope; the tabs' use the signed-in scope, which is open by the time the root
/// shows them (``AppServices/launch()``, ``AppServices/signedIn(as:)``).
extension AppServices: AppElementsFactory, SessionElementsFactory, AppLifecycle {
  /// The root coordinator over these services: what the app file shows.
  public func makeAppCoordinator() -> AppCoordinator {
    AppCoordinator(
      session: session, factory: self,
      notifications: StatusNotifications(consent: notificationsConsent, controller: notificationController),
      lifecycle: self)
  }

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
    SessionCoordinator(factory: self, store: environment.keyValueStore)
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
