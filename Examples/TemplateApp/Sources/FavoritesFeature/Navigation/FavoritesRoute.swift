/// Where the Favorites tab can be: what deep links (`<scheme>://tab/favorites`), restoration
/// and tests speak. The tab is its list; a favorite opens in the Items tab's detail (the
/// coordinator's output), so there is one place to read, edit and delete an item.
public enum FavoritesRoute: Hashable, Codable, Sendable {
  case list
}
