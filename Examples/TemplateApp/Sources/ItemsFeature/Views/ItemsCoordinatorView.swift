#if canImport(SwiftUI)
  import AppDomain
  import AppFixtures
  import AppLocalization
  import KeelDesign
  import KeelNavigation
  import SwiftUI

  /// The Items tab: the list in a navigation stack, the detail pushed over it, the editor as a
  /// sheet (which shows the session's toasts itself, since it covers those drawn over the
  /// tabs). The root screen's view model is read once, here, so the body only reads.
  public struct ItemsCoordinatorView: View {
    // The navigator, not the coordinator: a view holding its coordinator strongly would be a
    // back reference the coordinator's owner does not expect (keel lint: weak-coordinator).
    @Bindable private var navigator: Navigator<ItemsScreen>
    private let list: ItemsListViewModel

    public init(coordinator: ItemsCoordinator) {
      navigator = coordinator.navigator
      list = coordinator.listViewModel
    }

    public var body: some View {
      NavigationStack(path: $navigator.path) {
        ItemsListView(viewModel: list)
          .navigationDestination(for: ItemsScreen.self) { screen in Self.view(for: screen) }
      }
      .presentations(of: navigator) { screen in Self.view(for: screen).presentedToasts() }
    }

    @ViewBuilder
    private static func view(for screen: ItemsScreen) -> some View {
      switch screen {
      case .detail(let viewModel): ItemDetailView(viewModel: viewModel)
      case .editor(let viewModel): ItemEditorView(viewModel: viewModel)
      }
    }
  }

  // MARK: - Preview

  #if DEBUG
    /// Seed 001's preview use cases for the Items tab: its elements factory over one in-memory
    /// copy of the fixtures (``AppFixtures``), shared by the list, the detail and the editor as
    /// the session's catalog is. Public (in debug builds only) for the main tabs' previews.
    @MainActor
    public final class ItemsPreviewFactory: ItemsElementsFactory {
      private let repository: FixtureItemsRepository
      private let catalog: ItemsCatalog
      private let favorites = FixtureFavoritesService()

      public init(failure: RepositoryError? = nil) {
        repository = FixtureItemsRepository(failure: failure)
        catalog = ItemsCatalog(repository: repository)
      }

      public func itemsListViewModel() -> ItemsListViewModel {
        ItemsListViewModel(
          catalog: catalog, deleteItem: DeleteItemUseCase(repository: repository), favorites: favorites,
          formatter: PriceFormatter())
      }

      public func itemDetailViewModel(id: String) -> ItemDetailViewModel {
        ItemDetailViewModel(
          id: id, catalog: catalog, deleteItem: DeleteItemUseCase(repository: repository), favorites: favorites,
          formatter: PriceFormatter())
      }

      public func itemEditorViewModel(mode: ItemEditorViewModel.Mode) -> ItemEditorViewModel {
        ItemEditorViewModel(
          mode: mode, catalog: catalog, createItem: CreateItemUseCase(repository: repository),
          updateItem: UpdateItemUseCase(repository: repository), formatter: PriceFormatter())
      }
    }

    /// The Items tab at its root: the fixtures' list.
    struct ItemsCoordinatorViewPreviews: PreviewProvider {
      static var previews: some View {
        ItemsCoordinatorView(coordinator: ItemsCoordinator(factory: ItemsPreviewFactory(), toasts: ToastCenter()))
      }
    }

    /// The tab with the first item's detail pushed over the list.
    struct ItemsCoordinatorViewDetailPreviews: PreviewProvider {
      static var previews: some View {
        ItemsCoordinatorView(coordinator: detail())
      }

      @MainActor
      static func detail() -> ItemsCoordinator {
        let coordinator = ItemsCoordinator(factory: ItemsPreviewFactory(), toasts: ToastCenter())
        coordinator.show(.detail(id: AppFixtures.items[0].id))
        return coordinator
      }
    }
  #endif
#endif
