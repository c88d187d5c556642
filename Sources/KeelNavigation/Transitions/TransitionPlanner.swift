/// Turns "from this navigation state to that one" into steps SwiftUI accepts one per update.
///
/// SwiftUI drops or garbles changes made together (pushing under a sheet that is being
/// dismissed, popping two levels while presenting). So the plan is: dismiss the cover, then
/// the sheet, then pop down to the common prefix, then push one route at a time, then present.
/// Presentations are dismissed only when they change or when the stack under them must change;
/// the common prefix of the stack is never popped.
public enum TransitionPlanner {
  public static func plan<Route: Hashable>(
    from current: NavigationState<Route>, to target: NavigationState<Route>
  ) -> [TransitionStep<Route>] {
    let prefix = zip(current.path, target.path).prefix { $0 == $1 }.count
    let pathChanges = prefix != current.path.count || prefix != target.path.count
    // The sheet must go if it changes or if the stack beneath it changes.
    let sheetGoes = current.sheet != nil && (current.sheet != target.sheet || pathChanges)
    // The cover sits on top of everything, so it goes if anything beneath it changes
    // (including a sheet appearing under it).
    let coverGoes =
      current.cover != nil && (current.cover != target.cover || current.sheet != target.sheet || pathChanges)

    var steps: [TransitionStep<Route>] = []
    if coverGoes { steps.append(.dismissCover) }
    if sheetGoes { steps.append(.dismissSheet) }
    steps += Array(repeating: .pop, count: current.path.count - prefix)
    steps += target.path[prefix...].map { .push($0) }
    let sheetShown = sheetGoes ? nil : current.sheet
    if let sheet = target.sheet, sheetShown != sheet { steps.append(.presentSheet(sheet)) }
    let coverShown = coverGoes ? nil : current.cover
    if let cover = target.cover, coverShown != cover { steps.append(.presentCover(cover)) }
    return steps
  }
}
