#if canImport(SwiftUI)
  import KeelNavigation
  import SwiftUI

  /// The Favorites tab: its list in a navigation stack bound to the coordinator's navigator.
  /// The root screen's view model is read once, here, so the body only reads.
  public struct FavoritesCoordinatorView: View {
    // The navigator, not the coordinator (keel lint: weak-coordinator).
    @Bindable private var navigator: Navigator<FavoritesScreen>
    private let list: FavoritesListViewModel

    public init(coordinator: FavoritesCoordinator) {
      navigator = coordinator.navigator
      list = coordinator.listViewModel
    }

    public var body: some View {
      NavigationStack(path: $navigator.path) {
        FavoritesListView(viewModel: list)
      }
    }
  }
#endif
