import KeelCore

/// The signed-in person's favorite items (DESIGN: favorites, persisted and session-scoped).
///
/// One instance per signed-in scope, shared by every tab: ``favoriteIDs`` is the single source
/// of truth (seed 000's `itemsStream`), so a toggle in one tab shows in the other at once.
/// AppData implements it as an actor over KeelStorage, per user id.
public protocol FavoritesService: Sendable {
  /// The ids of the favorite items: the current set on subscribing, then every change.
  var favoriteIDs: CurrentValueStream<Set<String>> { get }

  /// Marks the item as a favorite or not; setting what is already set changes nothing.
  func setFavorite(_ isFavorite: Bool, itemID: String) async

  /// Flips the item's favorite mark and returns the new one.
  @discardableResult
  func toggleFavorite(itemID: String) async -> Bool
}

extension ServiceKey where Value == any FavoritesService {
  /// Registered in the signed-in scope (seed 004), so one user's favorites never outlive the
  /// session.
  public static var favorites: Self { Self("favorites") }
}
