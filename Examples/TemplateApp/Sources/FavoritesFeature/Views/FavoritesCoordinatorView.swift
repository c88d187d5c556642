#if canImport(SwiftUI)
  import AppDomain
  import AppFixtures
  import KeelDesign
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

  // MARK: - Preview

  #if DEBUG
    /// The Favorites tab's elements factory over the fixtures (``AppFixtures``). Public (in
    /// debug builds only) for the main tabs' previews.
    @MainActor
    public final class FavoritesPreviewFactory: FavoritesElementsFactory {
      private let favoriteIDs: Set<String>

      public init(favoriteIDs: Set<String> = AppFixtures.favoriteIDs) {
        self.favoriteIDs = favoriteIDs
      }

      public func favoritesListViewModel() -> FavoritesListViewModel {
        FavoritesListViewPreviews.listViewModel(favoriteIDs: favoriteIDs)
      }
    }

    /// The Favorites tab with the fixtures' favorite, and with none.
    struct FavoritesCoordinatorViewPreviews: PreviewProvider {
      static var previews: some View {
        FavoritesCoordinatorView(
          coordinator: FavoritesCoordinator(factory: FavoritesPreviewFactory(), toasts: ToastCenter()))
      }
    }

    struct FavoritesCoordinatorViewEmptyPreviews: PreviewProvider {
      static var previews: some View {
        FavoritesCoordinatorView(
          coordinator: FavoritesCoordinator(factory: FavoritesPreviewFactory(favoriteIDs: []), toasts: ToastCenter()))
      }
    }
  #endif
#endif
