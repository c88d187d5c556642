import AppData
import AppDomain
import KeelCore
import KeelStorage

/// AppData's real favorites service, for feature tests, which must not import AppData
/// themselves (DESIGN: features never see AppData).
public enum TestFavorites {
  /// A user's favorites over `store` (memory by default; a `DiskKeyValueStore` for real files).
  public static func service(
    userID: String = "ana", store: KeyValueStore = KeyValueStore(backend: InMemoryKeyValueBackend())
  ) throws -> any FavoritesService {
    try StoredFavoritesService(userID: userID, store: store)
  }

  /// Registers a user's favorites in `scope` as the composition root does when the signed-in
  /// scope opens.
  @MainActor
  public static func register(in scope: ServiceScope, userID: String, store: KeyValueStore) throws {
    try StoredFavoritesService.register(in: scope, userID: userID, store: store)
  }
}
