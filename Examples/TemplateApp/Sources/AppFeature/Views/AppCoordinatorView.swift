#if canImport(SwiftUI)
  import AuthFeature
  import KeelDesign
  import OnboardingFeature
  import PaywallFeature
  import SwiftUI
  import WebFeature

  /// The root: the view of the one child the coordinator shows, under the launch splash while
  /// it covers the root, all of it in the theme and appearance chosen in Settings (followed as
  /// they change). Layout only; the coordinator decides which child that is.
  public struct AppCoordinatorView: View {
    @Bindable private var coordinator: AppCoordinator

    public init(coordinator: AppCoordinator) {
      self.coordinator = coordinator
    }

    public var body: some View {
      child.launchSplash(coordinator.splash).keelTheme(coordinator.theme)
    }

    @ViewBuilder private var child: some View {
      switch coordinator.child {
      case .loading:
        ProgressView()
      case .web(let viewModel):
        // The web view wraps UIKit's WKWebView; macOS builds of the package have no web root.
        #if canImport(UIKit)
          WebScreen(viewModel: viewModel)
        #else
          ProgressView()
        #endif
      case .onboarding(let onboarding):
        OnboardingCoordinatorView(coordinator: onboarding)
      case .signIn(let auth):
        AuthCoordinatorView(coordinator: auth)
      case .paywall(let paywall):
        PaywallCoordinatorView(coordinator: paywall)
      case .main(let tabs):
        SessionCoordinatorView(coordinator: tabs)
      }
    }
  }

  // MARK: - Preview

  #if DEBUG
    /// The root of a first launch over the fixtures: the splash while it loads, then onboarding.
    struct AppCoordinatorViewPreviews: PreviewProvider {
      static var previews: some View {
        if let factory = AppPreviewFactory() {
          AppCoordinatorView(coordinator: launched(factory.appCoordinator()))
        }
      }

      @MainActor
      static func launched(_ coordinator: AppCoordinator) -> AppCoordinator {
        Task { await coordinator.start() }
        return coordinator
      }
    }
  #endif
#endif
