// keel:sample begin
import AppDomain
import AppLocalization
import ItemsFeature

/// The Items tab over the signed-in scope's repository and its one catalog.
extension AppServices: ItemsElementsFactory {
  public func itemsListViewModel() -> ItemsListViewModel {
    ItemsListViewModel(
      catalog: signedIn(.itemsCatalog), deleteItem: DeleteItemUseCase(repository: signedIn(.items)),
      favorites: signedIn(.favorites), formatter: PriceFormatter(), analytics: signedIn(.analytics))
  }

  public func itemDetailViewModel(id: String) -> ItemDetailViewModel {
    ItemDetailViewModel(
      id: id, catalog: signedIn(.itemsCatalog), deleteItem: DeleteItemUseCase(repository: signedIn(.items)),
      favorites: signedIn(.favorites), formatter: PriceFormatter(), analytics: signedIn(.analytics))
  }

  public func itemEditorViewModel(mode: ItemEditorViewModel.Mode) -> ItemEditorViewModel {
    let formatter = PriceFormatter()
    return ItemEditorViewModel(
      mode: mode, catalog: signedIn(.itemsCatalog),
      createItem: CreateItemUseCase(repository: signedIn(.items), locale: formatter.locale),
      updateItem: UpdateItemUseCase(repository: signedIn(.items), locale: formatter.locale), formatter: formatter,
      analytics: signedIn(.analytics))
  }
}
// keel:sample end
