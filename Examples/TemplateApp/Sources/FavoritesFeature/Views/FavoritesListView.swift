#if canImport(SwiftUI)
  import AppDomain
  import AppFixtures
  import AppLocalization
  import KeelDesign
  import SwiftUI

  /// The Favorites tab's list: each favorite opens its detail (in the Items tab), a swipe
  /// takes it off the favorites, pull to refresh, and an empty state that leads to the items.
  /// Layout and binding only; what is shown is ``FavoritesListViewModel/state``.
  public struct FavoritesListView: View {
    private let viewModel: FavoritesListViewModel
    private let text = FavoritesText()

    public init(viewModel: FavoritesListViewModel) {
      self.viewModel = viewModel
    }

    public var body: some View {
      content
        .navigationTitle(L10n.favorites.title)
        .refreshable { await viewModel.refresh() }
        .onAppear { viewModel.onAppear() }
        .onDisappear { viewModel.onDisappear() }
    }

    @ViewBuilder private var content: some View {
      switch viewModel.state {
      case .loading:
        ProgressView()
      case .empty:
        EmptyStateView(text.emptyList) { viewModel.browseItems() }
      case .error(let error):
        ErrorView(text.loadFailure(error)) { viewModel.retry() }
      case .loaded(let rows):
        List {
          ForEach(rows) { row in
            DSListRow(row.title, detail: Text(verbatim: row.price), variant: .value) { viewModel.open(id: row.id) }
              .swipeActions(edge: .trailing) {
                Button(L10n.favorites.remove, role: .destructive) { viewModel.remove(id: row.id) }
              }
          }
        }
      }
    }
  }

  // MARK: - Preview

  #if DEBUG
    /// The fixtures' favorite, none, and the items unreachable.
    struct FavoritesListViewPreviews: PreviewProvider {
      static var previews: some View {
        FavoritesListView(viewModel: listViewModel())
      }

      @MainActor
      static func listViewModel(
        favoriteIDs: Set<String> = AppFixtures.favoriteIDs, failure: RepositoryError? = nil
      ) -> FavoritesListViewModel {
        FavoritesListViewModel(
          catalog: FixtureItemsCatalog(repository: FixtureItemsRepository(failure: failure)),
          favorites: FixtureFavoritesService(favoriteIDs: favoriteIDs), formatter: PriceFormatter())
      }
    }

    struct FavoritesListViewEmptyPreviews: PreviewProvider {
      static var previews: some View {
        FavoritesListView(viewModel: FavoritesListViewPreviews.listViewModel(favoriteIDs: []))
      }
    }

    struct FavoritesListViewOfflinePreviews: PreviewProvider {
      static var previews: some View {
        FavoritesListView(
          viewModel: FavoritesListViewPreviews.listViewModel(failure: .unavailable("preview: no connection")))
      }
    }
  #endif
#endif
