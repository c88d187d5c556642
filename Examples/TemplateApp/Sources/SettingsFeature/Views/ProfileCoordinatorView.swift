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

  // MARK: - Preview

  #if DEBUG
    /// The Profile sub-flow at its root: the fixtures' profile. (In the app, Settings' presenter
    /// owns the flow; here nothing keeps it, which drawing does not need.)
    struct ProfileCoordinatorViewPreviews: PreviewProvider {
      static var previews: some View {
        if let factory = SettingsPreviewFactory() {
          ProfileCoordinatorView(coordinator: coordinator(factory))
        }
      }

      @MainActor
      static func coordinator(_ factory: SettingsPreviewFactory) -> ProfileCoordinator {
        let root = factory.profileViewModel()
        return ProfileCoordinator(flow: SubFlowCoordinator(root: .profile(root)), root: root, factory: factory)
      }
    }
  #endif
#endif
