/// A transient message the Favorites tab raises as a toast (DESIGN: errors shown to people).
/// The view model passes each to its coordinator, which shows it in the signed-in scope's
/// `ToastCenter`.
public enum FavoritesNotice: Hashable, Sendable {
  /// Refreshing the items failed while the last favorites stay on screen.
  case loadFailed
  /// The person removed an item from their favorites here, so its row is gone: say which.
  case removed(title: String)
}
