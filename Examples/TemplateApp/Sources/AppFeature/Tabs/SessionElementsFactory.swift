import FavoritesFeature
import ItemsFeature
import SettingsFeature

/// Builds the main tabs' coordinators (seed 000's `SessionCoordinatorElementsFactory`). The
/// composition root implements it with each feature's own factory; tests with fakes.
@MainActor
public protocol SessionElementsFactory: AnyObject {
  func itemsCoordinator() -> ItemsCoordinator
  func favoritesCoordinator() -> FavoritesCoordinator
  func settingsCoordinator() -> SettingsCoordinator
}
