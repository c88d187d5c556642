import Foundation

/// The items list as it was last loaded, with when: shown at once at the next launch while the
/// list refreshes, and through a launch with no connection.
public struct CachedItems: Sendable, Hashable, Codable {
  public let items: [Item]
  public let savedAt: Date

  public init(items: [Item], savedAt: Date) {
    self.items = items
    self.savedAt = savedAt
  }
}

/// Seed 001's cache manager for the items list, one per user (AppData keeps it in KeelStorage
/// under a key of the user's own).
public protocol ItemsListCache: Sendable {
  func load() -> CachedItems?
  func save(_ cached: CachedItems)
  /// Forgets the list (the account was deleted).
  func remove()
}
