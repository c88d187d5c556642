import AppDomain
import AppLocalization
import AppTestSupport
import Foundation
import ItemsFeature
import KeelCore
import KeelDesign
import KeelTesting

/// The Items tab's elements factory for tests: one catalog over `repository` on a test clock,
/// the real favorites service (in memory unless given one), a toast centre on the same clock,
/// every view model it makes tracked for the flow's leak assertion.
@MainActor
final class ItemsTestFactory: ItemsElementsFactory {
  let repository: any ItemsRepositoryProtocol
  let clock = TestClock()
  let tracker = LeakTracker()
  let formatter: PriceFormatter
  let favorites: any FavoritesService
  let toasts: ToastCenter
  /// What the view models it makes track.
  let analytics = RecordingAnalytics()
  private(set) var catalog: ItemsCatalog

  init(
    repository: any ItemsRepositoryProtocol, favorites: (any FavoritesService)? = nil,
    locale: Locale = Locale(identifier: "en_US")
  ) throws {
    self.repository = repository
    self.favorites = try favorites ?? TestFavorites.service()
    formatter = PriceFormatter(locale: locale)
    catalog = ItemsCatalog(repository: repository, clock: clock)
    toasts = ToastCenter(clock: clock)
    tracker.track(catalog, label: "catalog")
    tracker.track(toasts, label: "toasts")
  }

  func itemsListViewModel() -> ItemsListViewModel {
    tracked(
      ItemsListViewModel(
        catalog: catalog, deleteItem: DeleteItemUseCase(repository: repository), favorites: favorites,
        formatter: formatter, analytics: analytics))
  }

  func itemDetailViewModel(id: String) -> ItemDetailViewModel {
    tracked(
      ItemDetailViewModel(
        id: id, catalog: catalog, deleteItem: DeleteItemUseCase(repository: repository), favorites: favorites,
        formatter: formatter, analytics: analytics))
  }

  func itemEditorViewModel(mode: ItemEditorViewModel.Mode) -> ItemEditorViewModel {
    tracked(
      ItemEditorViewModel(
        mode: mode, catalog: catalog,
        createItem: CreateItemUseCase(repository: repository, locale: formatter.locale),
        updateItem: UpdateItemUseCase(repository: repository, locale: formatter.locale), formatter: formatter,
        analytics: analytics))
  }

  private func tracked<Object: AnyObject>(_ object: Object) -> Object {
    tracker.track(object)
    return object
  }
}

/// Collects what a view model or coordinator sends through its output.
@MainActor
final class OutputRecorder {
  var selected: [String] = []
  var creates = 0
  var edits: [String] = []
  var deleted = 0
  var saved: [Item] = []
  var cancels = 0
  var notices: [ItemsNotice] = []
}
