// keel:sample begin
import FavoritesFeature
import ItemsFeature
// keel:sample end
import SettingsFeature

/// A route of one of the main tabs: what the session's ``TabRouter`` keeps per tab, what the
/// ``TransitionPlanner`` plans on, and what restoration saves (DESIGN: routes and screens).
///
/// One type for every tab, because the kit's tab router keeps one navigator type for all of
/// them; each case names the tab its feature's route belongs to.
public enum TabRoute: Hashable, Codable, Sendable, CustomStringConvertible {
  // keel:sample begin
  case items(ItemsRoute)
  case favorites(FavoritesRoute)
  // keel:sample end
  case settings(SettingsRoute)

  /// The tab whose stack this route belongs on.
  public var tab: AppTab {
    switch self {
    // keel:sample begin
    case .items: .items
    case .favorites: .favorites
    // keel:sample end
    case .settings: .settings
    }
  }

  public var description: String {
    switch self {
    // keel:sample begin
    case .items(let route): "items.\(route)"
    case .favorites(let route): "favorites.\(route)"
    // keel:sample end
    case .settings(let route): "settings.\(route)"
    }
  }
}
