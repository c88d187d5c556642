// keel:sample begin
import ItemsFeature
import KeelNavigation

/// The Items tab's bridge: details are pushed, the editor (create or edit) is presented as a
/// sheet; anything else is refused.
extension ItemsCoordinator: TabFlow {
  public var tabState: NavigationState<TabRoute> {
    // Each navigator's `Presentation.Style` is its own nested type, so the style is copied case by case.
    let presentation: Presentation<TabRoute>? =
      switch navigator.presentation {
      case .sheet(let screen): .sheet(.items(screen.route))
      case .cover(let screen): .cover(.items(screen.route))
      case nil: nil
      }
    return NavigationState(path: navigator.path.map { .items($0.route) }, presentation: presentation)
  }

  public func apply(_ step: TransitionStep<TabRoute>) -> Bool {
    switch step {
    case .dismiss:
      dismiss()
    case .pop:
      pop()
    case .push(.items(let route)):
      guard case .detail = route else { return false }
      show(route)
    case .present(.sheet(.items(let route))):
      switch route {
      case .create, .edit: show(route)
      case .list, .detail: return false
      }
    case .push, .present:
      return false
    }
    return true
  }
}
// keel:sample end
