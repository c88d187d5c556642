// keel:sample begin
/// The loaded items list as every tab sees it: one instance per signed-in session, so a save
/// or a delete in the Items tab shows in the Favorites tab without a reload.
///
/// ItemsFeature's `ItemsCatalog` (a TTL `Store` plus local changes) is the implementation; the
/// composition root hands that same instance to other features' factories as this protocol,
/// since a feature never imports another. Implementations are `@Observable`, so views reading
/// these properties redraw when they change.
@MainActor
public protocol ItemsCatalogProtocol: AnyObject {
  /// The list as the person should see it; nil until the first load succeeds.
  var items: [Item]? { get }
  /// Whether a load is running.
  var isLoading: Bool { get }
  /// The last load's error while it is the newest outcome.
  var loadError: (any Error)? { get }
  /// Loads when the list is missing or older than its time to live.
  func loadIfNeeded() async
  /// Loads now, whatever the list's age (pull to refresh, retry).
  func forceRefresh() async
}
// keel:sample end
