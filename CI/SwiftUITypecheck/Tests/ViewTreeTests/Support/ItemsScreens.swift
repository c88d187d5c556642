import AppDomain
import AppLocalization
import Foundation
import ItemsFeature

/// The Items tab's view models over a fake repository, as the elements factory wires them
/// (one catalog, the favorites, a price formatter for the snapshot's language).
@MainActor
struct ItemsScreens {
  let repository: FakeItemsRepository
  let catalog: ItemsCatalog
  let favorites: InMemoryFavorites
  let formatter: PriceFormatter
  /// 2026-03-10 09:00 UTC.
  nonisolated static let lastSync = Date(timeIntervalSince1970: 1_773_133_200)

  init(
    items: [Item] = FakeItemsRepository.sample, favorites: Set<String> = [],
    locale: Locale = Locale(identifier: "en_US")
  ) {
    repository = FakeItemsRepository(items: items)
    // A fixed "now" for the sync line's time (the snapshot must not change with the clock);
    // scripts/test runs with TZ=UTC, so its time of day is fixed too.
    catalog = ItemsCatalog(repository: repository, clock: ContinuousClock(), now: { ItemsScreens.lastSync })
    self.favorites = InMemoryFavorites(favorites)
    formatter = PriceFormatter(locale: locale)
  }

  func listViewModel() -> ItemsListViewModel {
    ItemsListViewModel(
      catalog: catalog, deleteItem: DeleteItemUseCase(repository: repository), favorites: favorites,
      formatter: formatter)
  }

  func detailViewModel(id: String) -> ItemDetailViewModel {
    ItemDetailViewModel(
      id: id, catalog: catalog, deleteItem: DeleteItemUseCase(repository: repository), favorites: favorites,
      formatter: formatter)
  }

  func editorViewModel(_ mode: ItemEditorViewModel.Mode) -> ItemEditorViewModel {
    ItemEditorViewModel(
      mode: mode, catalog: catalog, createItem: CreateItemUseCase(repository: repository, locale: formatter.locale),
      updateItem: UpdateItemUseCase(repository: repository, locale: formatter.locale), formatter: formatter)
  }
}
