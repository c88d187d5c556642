import KeelNavigation

/// A model of what SwiftUI accepts, written here independently of the planner: a stack under at
/// most one modal (a presenter shows one at a time), changed by exactly one thing per update.
struct SwiftUISimulator {
  var stack: [TestRoute]
  var presentation: Presentation<TestRoute>?
  var lowestDepth: Int

  init(_ state: NavigationState<TestRoute>) {
    stack = state.path
    presentation = state.presentation
    lowestDepth = state.path.count
  }

  var state: NavigationState<TestRoute> { NavigationState(path: stack, presentation: presentation) }

  /// Applies one step, or returns why SwiftUI would not accept it.
  mutating func accept(_ step: TransitionStep<TestRoute>) -> String? {
    switch step {
    case .dismiss:
      guard presentation != nil else { return "dismiss with nothing presented" }
      presentation = nil
    case .pop:
      guard !stack.isEmpty else { return "pop of an empty stack" }
      guard presentation == nil else { return "pop under a presentation" }
      stack.removeLast()
      lowestDepth = min(lowestDepth, stack.count)
    case .push(let route):
      guard presentation == nil else { return "push under a presentation" }
      stack.append(route)
    case .present(let new):
      guard presentation == nil else { return "\(new) presented while \(presentation!) is up" }
      presentation = new
    }
    return nil
  }
}

/// A small xorshift generator so failures reproduce from the printed seed.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state ^= state << 13
    state ^= state >> 7
    state ^= state << 17
    return state
  }
}

/// A random state over few distinct routes, so shared prefixes and equal presentations are common.
func randomNavigationState(_ rng: inout SeededGenerator) -> NavigationState<TestRoute> {
  let pool: [TestRoute] = [.item("a"), .item("b"), .profile, .tab("items")]
  let depth = Int.random(in: 0...5, using: &rng)
  let path = (0..<depth).map { _ in pool.randomElement(using: &rng)! }
  let presentation: Presentation<TestRoute>? =
    switch Int.random(in: 0...3, using: &rng) {
    case 0: .sheet(pool.randomElement(using: &rng)!)
    case 1: .cover(pool.randomElement(using: &rng)!)
    default: nil
    }
  return NavigationState(path: path, presentation: presentation)
}
