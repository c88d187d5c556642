import KeelNavigation

/// A screen pushed over the Favorites list, carrying its view model (seed 000). None today: a
/// favorite opens the Items tab's detail, which the composition root shows through
/// ``FavoritesCoordinator/Output/onOpenItem``. The stack and its screen type stay, so the tab
/// binds a `NavigationStack` like every other and a screen of its own is one case away.
@MainActor
public enum FavoritesScreen: ScreenIdentifiable {
  public nonisolated var screenID: ObjectIdentifier {
    switch self {}
  }

  /// The route that rebuilds this screen.
  public var route: FavoritesRoute {
    switch self {}
  }
}
