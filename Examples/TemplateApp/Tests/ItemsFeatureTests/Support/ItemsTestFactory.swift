import AppDomain
import Foundation
import ItemsFeature
import KeelCore
import KeelTesting

/// The Items tab's elements factory for tests: one catalog over `repository` on a test clock,
/// every view model it makes tracked for the flow's leak assertion.
@MainActor
final class ItemsTestFactory: ItemsElementsFactory {
  let repository: any ItemsRepositoryProtocol
  let clock = TestClock()
  let tracker = LeakTracker()
  let formatter: PriceFormatter
  private(set) var catalog: ItemsCatalog

  init(repository: any ItemsRepositoryProtocol, locale: Locale = Locale(identifier: "en_US")) {
    self.repository = repository
    formatter = PriceFormatter(locale: locale)
    catalog = ItemsCatalog(repository: repository, clock: clock)
    tracker.track(catalog, label: "catalog")
  }

  func itemsListViewModel() -> ItemsListViewModel {
    tracked(
      ItemsListViewModel(catalog: catalog, deleteItem: DeleteItemUseCase(repository: repository), formatter: formatter))
  }

  func itemDetailViewModel(id: String) -> ItemDetailViewModel {
    tracked(
      ItemDetailViewModel(
        id: id, catalog: catalog, deleteItem: DeleteItemUseCase(repository: repository), formatter: formatter))
  }

  func itemEditorViewModel(mode: ItemEditorViewModel.Mode) -> ItemEditorViewModel {
    tracked(
      ItemEditorViewModel(
        mode: mode, catalog: catalog,
        createItem: CreateItemUseCase(repository: repository, locale: formatter.locale),
        updateItem: UpdateItemUseCase(repository: repository, locale: formatter.locale), formatter: formatter))
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
