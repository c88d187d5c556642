import AppDomain
import AppLocalization
import AppTestSupport
import FavoritesFeature
import Foundation
import ItemsFeature
import KeelCore
import KeelDesign
import KeelTesting

/// Both tabs' elements factories in one, as the composition root implements them: one items
/// catalog, one favorites service and one toast centre for the session, shared by the Items
/// and Favorites tabs. Every object it makes is tracked for the flow's leak assertion.
@MainActor
final class MainTabsTestFactory: ItemsElementsFactory, FavoritesElementsFactory {
  let repository: any ItemsRepositoryProtocol
  let favorites: any FavoritesService
  let clock = TestClock()
  let tracker = LeakTracker()
  let toasts: ToastCenter
  let catalog: ItemsCatalog
  let formatter = PriceFormatter(locale: Locale(identifier: "en_US"))

  init(repository: any ItemsRepositoryProtocol, favorites: any FavoritesService) {
    self.repository = repository
    self.favorites = favorites
    toasts = ToastCenter(clock: clock)
    catalog = ItemsCatalog(repository: repository, clock: clock)
    tracker.track(toasts, label: "toasts")
    tracker.track(catalog, label: "catalog")
  }

  func itemsListViewModel() -> ItemsListViewModel {
    tracked(
      ItemsListViewModel(
        catalog: catalog, deleteItem: DeleteItemUseCase(repository: repository), favorites: favorites,
        formatter: formatter))
  }

  func itemDetailViewModel(id: String) -> ItemDetailViewModel {
    tracked(
      ItemDetailViewModel(
        id: id, catalog: catalog, deleteItem: DeleteItemUseCase(repository: repository), favorites: favorites,
        formatter: formatter))
  }

  func itemEditorViewModel(mode: ItemEditorViewModel.Mode) -> ItemEditorViewModel {
    tracked(
      ItemEditorViewModel(
        mode: mode, catalog: catalog,
        createItem: CreateItemUseCase(repository: repository, locale: formatter.locale),
        updateItem: UpdateItemUseCase(repository: repository, locale: formatter.locale), formatter: formatter))
  }

  func favoritesListViewModel() -> FavoritesListViewModel {
    tracked(FavoritesListViewModel(catalog: catalog, favorites: favorites, formatter: formatter))
  }

  private func tracked<Object: AnyObject>(_ object: Object) -> Object {
    tracker.track(object)
    return object
  }
}
