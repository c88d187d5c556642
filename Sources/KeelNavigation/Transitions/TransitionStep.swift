/// One change SwiftUI can apply in a single update.
public enum TransitionStep<Route: Hashable>: Hashable {
  case dismiss
  case pop
  case push(Route)
  case present(Presentation<Route>)
}

extension TransitionStep: Sendable where Route: Sendable {}
