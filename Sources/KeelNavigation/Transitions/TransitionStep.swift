/// One change SwiftUI can apply in a single update.
public enum TransitionStep<Route: Hashable>: Hashable {
  /// Dismiss the presentation.
  case dismiss
  /// Pop the top route.
  case pop
  /// Push a route.
  case push(Route)
  /// Present a sheet or a cover.
  case present(Presentation<Route>)
}

extension TransitionStep: Sendable where Route: Sendable {}
