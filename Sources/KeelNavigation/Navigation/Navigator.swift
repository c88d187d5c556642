import Observation

/// The observable navigation state of one stack: a typed path, a sheet and a full-screen cover.
///
/// SwiftUI binds to `path`, `sheet` and `cover`; coordinators call the operations. Every
/// operation is a plain state change, so the whole navigation model is tested on Linux.
@Observable
@MainActor
public final class Navigator<Route: Hashable> {
  public var path: [Route]
  public var sheet: Route?
  public var cover: Route?

  public init(path: [Route] = [], sheet: Route? = nil, cover: Route? = nil) {
    self.path = path
    self.sheet = sheet
    self.cover = cover
  }

  public convenience init(state: NavigationState<Route>) {
    self.init(path: state.path, sheet: state.sheet, cover: state.cover)
  }

  /// The current state as a value (for planning, saving and comparing).
  public var state: NavigationState<Route> {
    get { NavigationState(path: path, sheet: sheet, cover: cover) }
    set {
      path = newValue.path
      sheet = newValue.sheet
      cover = newValue.cover
    }
  }

  public var top: Route? { path.last }

  public func push(_ route: Route) { path.append(route) }

  /// Pops `count` routes (fewer if the stack is shorter); returns how many were popped.
  @discardableResult
  public func pop(_ count: Int = 1) -> Int {
    let removed = min(max(count, 0), path.count)
    path.removeLast(removed)
    return removed
  }

  public func popToRoot() { path.removeAll() }

  /// Pops back to the last occurrence of `route`; returns false (and changes nothing) if absent.
  @discardableResult
  public func pop(to route: Route) -> Bool {
    guard let index = path.lastIndex(of: route) else { return false }
    path.removeSubrange((index + 1)...)
    return true
  }

  public func replacePath(with routes: [Route]) { path = routes }

  public func presentSheet(_ route: Route) { sheet = route }

  public func presentCover(_ route: Route) { cover = route }

  /// Dismisses the topmost presentation: the cover if there is one, else the sheet.
  public func dismiss() {
    if cover != nil {
      cover = nil
    } else {
      sheet = nil
    }
  }

  public func dismissAll() {
    cover = nil
    sheet = nil
  }

  /// Applies one planned step (see ``TransitionPlanner``).
  public func apply(_ step: TransitionStep<Route>) {
    switch step {
    case .dismissCover: cover = nil
    case .dismissSheet: sheet = nil
    case .pop: pop()
    case .push(let route): push(route)
    case .presentSheet(let route): sheet = route
    case .presentCover(let route): cover = route
    }
  }
}
