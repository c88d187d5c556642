import AppDomain
import KeelCore

/// Favorites held in memory, starting from ``AppFixtures/favoriteIDs``: for previews, where no
/// user's store exists.
public final class FixtureFavoritesService: FavoritesService {
  public let favoriteIDs: CurrentValueStream<Set<String>>

  public init(favoriteIDs: Set<String> = AppFixtures.favoriteIDs) {
    self.favoriteIDs = CurrentValueStream(favoriteIDs)
  }

  public func setFavorite(_ isFavorite: Bool, itemID: String) async {
    favoriteIDs.update { ids in
      if isFavorite { ids.insert(itemID) } else { ids.remove(itemID) }
    }
  }

  @discardableResult
  public func toggleFavorite(itemID: String) async -> Bool {
    let isFavorite = !favoriteIDs.value.contains(itemID)
    await setFavorite(isFavorite, itemID: itemID)
    return isFavorite
  }
}
