import AppDomain
import Foundation
import KeelStorage

/// The items list kept in KeelStorage under a key of its user's own (`items.cache.<user id>`),
/// so one user's list never shows for another. An unreadable stored list reads as none (the
/// store logs it) and the launch loads as if there were no cache.
public struct StoredItemsListCache: ItemsListCache {
  public let userID: String
  private let store: KeyValueStore
  private let key: StorageKey<CachedItems?>

  public init(userID: String, store: KeyValueStore) {
    self.userID = userID
    self.store = store
    key = Self.storageKey(userID: userID)
  }

  /// The key a user's list is kept under.
  public static func storageKey(userID: String) -> StorageKey<CachedItems?> {
    StorageKey("items.cache.\(userID)", default: nil)
  }

  public func load() -> CachedItems? { store.value(for: key) }

  public func save(_ cached: CachedItems) { store.set(cached, for: key) }

  public func remove() { store.removeValue(for: key) }
}
