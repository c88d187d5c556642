import AppDomain
import Foundation
import KeelCore
import KeelStorage
import Logging

/// Why a favorites service could not be made.
public enum FavoritesServiceError: Error, Equatable, CustomStringConvertible {
  /// The user id was empty or only spaces: favorites would be filed under no one.
  case emptyUserID

  public var description: String {
    switch self {
    case .emptyUserID: "StoredFavoritesService: the user id is empty, so favorites cannot be kept apart per user"
    }
  }
}

/// Favorites kept in KeelStorage under a key of their user's own (`favorites.<user id>`), so one
/// user's favorites never show for another on a shared device. An actor (seed 003: services
/// that hold state are actors): toggles from two tabs are applied one after the other, each
/// written through before the stream publishes it.
///
/// Closing the session ends ``favoriteIDs``: every observer's loop finishes, so no view model
/// keeps waiting on a signed-out user's favorites.
public actor StoredFavoritesService: FavoritesService {
  public nonisolated let userID: String
  public nonisolated let favoriteIDs: CurrentValueStream<Set<String>>
  private let store: KeyValueStore
  private let key: StorageKey<[String]>
  private let logger: Logger

  /// Reads the user's stored favorites (none stored, or unreadable ones, read as none; the
  /// store logs the latter).
  public init(
    userID: String, store: KeyValueStore, logger: Logger = Logger(label: "template.favorites")
  ) throws(FavoritesServiceError) {
    guard !userID.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { throw .emptyUserID }
    self.userID = userID
    self.store = store
    self.logger = logger
    key = Self.storageKey(userID: userID)
    favoriteIDs = CurrentValueStream(Set(store.value(for: key)))
  }

  deinit {
    favoriteIDs.finish()
  }

  /// The key a user's favorites are stored under.
  public static func storageKey(userID: String) -> StorageKey<[String]> {
    StorageKey("favorites.\(userID)", default: [])
  }

  public func setFavorite(_ isFavorite: Bool, itemID: String) {
    guard !itemID.isEmpty else {
      logger.warning("favorites of '\(userID)': ignored a change for an empty item id")
      return
    }
    var ids = favoriteIDs.value
    guard ids.contains(itemID) != isFavorite else { return }
    if isFavorite {
      ids.insert(itemID)
    } else {
      ids.remove(itemID)
    }
    // Sorted, so the stored value does not depend on the set's order.
    store.set(ids.sorted(), for: key)
    favoriteIDs.send(ids)
  }

  @discardableResult
  public func toggleFavorite(itemID: String) -> Bool {
    let isFavorite = !favoriteIDs.value.contains(itemID)
    setFavorite(isFavorite, itemID: itemID)
    return favoriteIDs.value.contains(itemID)
  }

  /// Ends every observation (the session closed). Later changes are still stored, not streamed.
  public nonisolated func close() {
    favoriteIDs.finish()
  }
}

extension StoredFavoritesService {
  /// Makes the user's service and registers it in `scope` (the signed-in scope) under
  /// ``ServiceKey/favorites``, closed when the scope is torn down. The composition root calls
  /// this while opening the signed-in scope.
  @MainActor
  @discardableResult
  public static func register(
    in scope: ServiceScope, userID: String, store: KeyValueStore,
    logger: Logger = Logger(label: "template.favorites")
  ) throws(FavoritesServiceError) -> StoredFavoritesService {
    let service = try StoredFavoritesService(userID: userID, store: store, logger: logger)
    scope.register(.favorites, instance: service as any FavoritesService)
    scope.onTeardown { service.close() }
    return service
  }
}
