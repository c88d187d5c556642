#if canImport(SwiftUI)
  import KeelNavigation
  import SwiftUI

  /// The Profile sub-flow inside its sheet: its own stack, the profile at the root and the
  /// editor pushed. A swipe down is refused while the editor holds unsaved changes.
  public struct ProfileCoordinatorView: View {
    @Bindable private var navigator: Navigator<ProfileScreen>
    @Bindable private var coordinator: ProfileCoordinator

    public init(coordinator: ProfileCoordinator) {
      self.coordinator = coordinator
      navigator = coordinator.navigator
    }

    public var body: some View {
      NavigationStack(path: $navigator.path) {
        Self.view(for: coordinator.root)
          .navigationDestination(for: ProfileScreen.self) { screen in Self.view(for: screen) }
      }
      .interactiveDismissDisabled(coordinator.isDismissBlocked)
    }

    @ViewBuilder private static func view(for screen: ProfileScreen) -> some View {
      switch screen {
      case .profile(let viewModel): ProfileView(viewModel: viewModel)
      case .editor(let viewModel): ProfileEditorView(viewModel: viewModel)
      case .deleteAccount(let viewModel): DeleteAccountView(viewModel: viewModel)
      }
    }
  }
#endif
