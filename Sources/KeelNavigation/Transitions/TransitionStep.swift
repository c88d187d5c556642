/// One change SwiftUI can apply in a single update.
public enum TransitionStep<Route: Hashable>: Hashable {
  case dismissCover
  case dismissSheet
  case pop
  case push(Route)
  case presentSheet(Route)
  case presentCover(Route)
}

extension TransitionStep: Sendable where Route: Sendable {}
