// keel:sample begin
import AppDomain
import AppLocalization
import FavoritesFeature
import ItemsFeature

/// The Favorites tab over the signed-in scope's favorites and the same catalog as Items, so a
/// save or a delete there shows here too.
extension AppServices: FavoritesElementsFactory {
  public func favoritesListViewModel() -> FavoritesListViewModel {
    FavoritesListViewModel(
      catalog: signedIn(.itemsCatalog), favorites: signedIn(.favorites), formatter: PriceFormatter(),
      analytics: signedIn(.analytics))
  }
}
// keel:sample end
