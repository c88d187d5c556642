import AppDomain
import KeelCore

/// Favorites kept in memory. The app's tests use AppData's real service (`TestFavorites`), which
/// the harness does not build: it compiles only the modules with Apple-only views.
final class InMemoryFavorites: FavoritesService {
  let favoriteIDs: CurrentValueStream<Set<String>>

  init(_ ids: Set<String> = []) {
    favoriteIDs = CurrentValueStream(ids)
  }

  func setFavorite(_ isFavorite: Bool, itemID: String) async {
    var ids = favoriteIDs.value
    if isFavorite { ids.insert(itemID) } else { ids.remove(itemID) }
    if ids != favoriteIDs.value { favoriteIDs.send(ids) }
  }

  @discardableResult
  func toggleFavorite(itemID: String) async -> Bool {
    let isFavorite = !favoriteIDs.value.contains(itemID)
    await setFavorite(isFavorite, itemID: itemID)
    return isFavorite
  }
}
