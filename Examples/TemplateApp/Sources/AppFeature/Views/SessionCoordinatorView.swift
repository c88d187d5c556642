#if canImport(SwiftUI)
  import AppLocalization
  // keel:sample begin
  import FavoritesFeature
  import ItemsFeature
  // keel:sample end
  import KeelDesign
  import KeelNavigation
  import SettingsFeature
  import SwiftUI

  /// The main tabs: a `TabView` bound to the session's tab router (a tap on the shown tab takes
  /// it to its root), each tab's stack drawn by its feature, each tab's deep-link steps
  /// reported finished once SwiftUI has animated them, and the session's toasts over all of it
  /// (and, through the environment, over the sheets the tabs present).
  public struct SessionCoordinatorView: View {
    @Bindable private var coordinator: SessionCoordinator

    public init(coordinator: SessionCoordinator) {
      self.coordinator = coordinator
    }

    public var body: some View {
      TabView(selection: Binding(coordinator.tabSelection)) {
        // keel:sample begin
        ItemsCoordinatorView(coordinator: coordinator.items)
          .tabStepSignal(coordinator.stack(for: .items))
          .tabItem { Label(L10n.items.title, systemImage: "list.bullet") }
          .tag(AppTab.items)
        FavoritesCoordinatorView(coordinator: coordinator.favorites)
          .tabStepSignal(coordinator.stack(for: .favorites))
          .tabItem { Label(L10n.favorites.title, systemImage: "star") }
          .tag(AppTab.favorites)
        // keel:sample end
        SettingsCoordinatorView(coordinator: coordinator.settings)
          .tabStepSignal(coordinator.stack(for: .settings))
          .tabItem { Label(L10n.settings.title, systemImage: "gear") }
          .tag(AppTab.settings)
      }
      .toasts(coordinator.toasts)
    }
  }

  /// Reports a tab's runner step finished once SwiftUI's push or sheet animation has run
  /// (about 0.35 s), through the tab's stack so its feature follows the runner.
  struct TabStepSignal: ViewModifier {
    let stack: TabStack?

    func body(content: Content) -> some View {
      content.task(id: stack?.runner.stepsStarted) {
        // Cancelled when the tab leaves the screen: nothing is reported, and the task runs again
        // (and reports) when it comes back.
        guard let stack else { return }
        await stack.reportStepFinished(stack.runner.stepsStarted, after: .milliseconds(400))
      }
    }
  }

  extension View {
    func tabStepSignal(_ stack: TabStack?) -> some View {
      modifier(TabStepSignal(stack: stack))
    }
  }

  // MARK: - Preview

  #if DEBUG
    /// The main tabs over the fixtures, the first tab shown.
    struct SessionCoordinatorViewPreviews: PreviewProvider {
      static var previews: some View {
        if let factory = AppPreviewFactory() {
          SessionCoordinatorView(coordinator: factory.sessionCoordinator())
        }
      }
    }
  #endif
#endif
