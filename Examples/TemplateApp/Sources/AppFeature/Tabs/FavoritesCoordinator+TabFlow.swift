// keel:sample begin
import FavoritesFeature
import KeelNavigation

/// The Favorites tab's bridge: the list is its only screen (an item opens in the Items tab), so
/// the tab has nothing to push or present; popping and dismissing are harmless no-ops.
extension FavoritesCoordinator: TabFlow {
  public var tabState: NavigationState<TabRoute> {
    // FavoritesScreen has no cases yet: nothing can be pushed or presented, so the tab is always
    // at its root. A screen added there makes this the place to map it to its route.
    NavigationState()
  }

  public func apply(_ step: TransitionStep<TabRoute>) -> Bool {
    switch step {
    case .dismiss:
      dismiss()
    case .pop:
      pop()
    case .push, .present:
      return false
    }
    return true
  }
}
// keel:sample end
