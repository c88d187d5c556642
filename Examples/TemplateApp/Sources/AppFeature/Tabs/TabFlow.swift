import KeelNavigation

/// One tab's feature coordinator seen through routes: the route → screen bridge.
///
/// Plans are made on routes (``TabRoute``), because screens compare by view-model identity: a
/// target made of new screens shares no prefix with the stack on screen, and a plan over them
/// would pop everything. Here the feature reports where it is as routes and applies one planned
/// step at a time, building a screen (through its factory) only for a route it pushes or
/// presents; the screens of the common prefix stay as they are.
@MainActor
public protocol TabFlow: AnyObject {
  /// Where the feature is, as routes (its root screen is implicit, as in the features).
  var tabState: NavigationState<TabRoute> { get }
  /// Applies one planned step; false when the step is not one this feature can take (a route
  /// of another tab, a pushed route that is presented here), which changes nothing.
  func apply(_ step: TransitionStep<TabRoute>) -> Bool
}
