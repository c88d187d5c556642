import AuthFeature
import OnboardingFeature
import PaywallFeature
import WebFeature

/// What the root shows for its ``RootState``, holding the one child it owns. Replacing it
/// releases the child that leaves (and its view models).
@MainActor
public enum AppChild {
  case loading
  case web(WebViewModel)
  case onboarding(OnboardingCoordinator)
  case signIn(AuthCoordinator)
  case paywall(PaywallCoordinator)
  case main(SessionCoordinator)

}
