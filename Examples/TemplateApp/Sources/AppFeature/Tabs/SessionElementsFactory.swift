// keel:sample begin
import FavoritesFeature
import ItemsFeature
// keel:sample end
import SettingsFeature

/// Builds the main tabs' coordinators (seed 000's `SessionCoordinatorElementsFactory`). The
/// composition root implements it with each feature's own factory; tests with fakes.
@MainActor
public protocol SessionElementsFactory: AnyObject {
  // keel:sample begin
  func itemsCoordinator() -> ItemsCoordinator
  func favoritesCoordinator() -> FavoritesCoordinator
  // keel:sample end
  func settingsCoordinator() -> SettingsCoordinator
}
