/// Turns "from this navigation state to that one" into steps SwiftUI accepts one per update.
///
/// SwiftUI drops or garbles changes made together (pushing under a sheet that is being
/// dismissed, popping two levels while presenting, swapping a sheet for a cover). So the plan
/// is: dismiss the presentation, then pop down to the common prefix, then push one route at a
/// time, then present. The presentation is dismissed only when it changes or when the stack
/// under it must change; the common prefix of the stack is never popped.
public enum TransitionPlanner {
  /// The steps from `current` to `target`, in the order they must be applied (empty when equal).
  public static func plan<Route: Hashable>(
    from current: NavigationState<Route>, to target: NavigationState<Route>
  ) -> [TransitionStep<Route>] {
    let prefix = zip(current.path, target.path).prefix { $0 == $1 }.count
    let pathChanges = prefix != current.path.count || prefix != target.path.count
    // The presentation must go if it changes or if the stack beneath it changes.
    let dismisses = current.presentation != nil && (current.presentation != target.presentation || pathChanges)

    var steps: [TransitionStep<Route>] = []
    if dismisses { steps.append(.dismiss) }
    steps += Array(repeating: .pop, count: current.path.count - prefix)
    steps += target.path[prefix...].map { .push($0) }
    let shown = dismisses ? nil : current.presentation
    if let presentation = target.presentation, shown != presentation { steps.append(.present(presentation)) }
    return steps
  }
}
