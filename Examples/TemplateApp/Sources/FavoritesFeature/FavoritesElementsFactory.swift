/// Builds the Favorites tab's view models (seed 000's elements factory). The composition root
/// implements it with the signed-in scope's favorites and the session's items catalog (the
/// same instance the Items tab uses); tests implement it with the shared fakes.
@MainActor
public protocol FavoritesElementsFactory: AnyObject {
  func favoritesListViewModel() -> FavoritesListViewModel
}
