import AuthFeature
import Foundation
import OnboardingFeature
import PaywallFeature
import WebFeature

/// Builds the root's children (seed 000's elements factory, one method per child): each gate's
/// coordinator, the web view's view model and the tab-based session. The composition root
/// (`AppServices`) implements it with the real services; tests implement it with fakes.
@MainActor
public protocol AppElementsFactory: AnyObject {
  func onboardingCoordinator() -> OnboardingCoordinator
  func authCoordinator() -> AuthCoordinator
  func paywallCoordinator() -> PaywallCoordinator
  func webViewModel(url: URL) -> WebViewModel
  func sessionCoordinator() -> SessionCoordinator
}
