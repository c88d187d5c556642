#if canImport(SwiftUI)
  import KeelDesign
  import KeelNavigation
  import SwiftUI

  /// The Settings tab: its stack (language and theme pushed) and the Profile sub-flow's sheet,
  /// whose swipe-down is the flow's dismiss. The sheet shows the session's toasts itself (a
  /// sheet covers the toasts drawn over the tabs): "profile saved" is raised while it is up.
  public struct SettingsCoordinatorView: View {
    @Bindable private var coordinator: SettingsCoordinator

    public init(coordinator: SettingsCoordinator) {
      self.coordinator = coordinator
    }

    public var body: some View {
      NavigationStorableView(navigation: coordinator) {
        SettingsView(viewModel: coordinator.settingsViewModel)
      } destination: { screen in
        switch screen {
        case .language(let viewModel): LanguageSettingsView(viewModel: viewModel)
        case .theme(let viewModel): ThemeSettingsView(viewModel: viewModel)
        }
      }
      .sheet(item: coordinator.profilePresenter.sheetBinding) { _ in
        if let profile = coordinator.profile {
          ProfileCoordinatorView(coordinator: profile).presentedToasts()
        }
      }
    }
  }

  // MARK: - Preview

  #if DEBUG
    /// The Settings tab at its root, signed in as the fixtures' person.
    struct SettingsCoordinatorViewPreviews: PreviewProvider {
      static var previews: some View {
        if let factory = SettingsPreviewFactory() {
          SettingsCoordinatorView(coordinator: SettingsCoordinator(factory: factory))
        }
      }
    }
  #endif
#endif
