import Observation

/// The observable navigation state of one stack: a typed path and at most one presentation.
///
/// SwiftUI binds to `path` and, through ``presentationBinding(_:)``, to `presentation`;
/// coordinators call the operations. Every operation is a plain state change, so the whole
/// navigation model is tested on Linux.
///
/// One presentation slot, because iOS shows one modal per presenter: a sheet *or* a full-screen
/// cover (see ``Presentation``). A modal over a modal is a child coordinator with its own
/// navigator, shown from inside the presented view.
@Observable
@MainActor
public final class Navigator<Route: Hashable> {
  /// The pushed routes, root first.
  public var path: [Route]
  /// What is presented over the stack, if anything: one sheet or one cover.
  public var presentation: Presentation<Route>?

  /// A navigator showing `path` and `presentation`.
  public init(path: [Route] = [], presentation: Presentation<Route>? = nil) {
    self.path = path
    self.presentation = presentation
  }

  /// A navigator showing `state`.
  public convenience init(state: NavigationState<Route>) {
    self.init(path: state.path, presentation: state.presentation)
  }

  /// The current state as a value (for planning, saving and comparing).
  public var state: NavigationState<Route> {
    get { NavigationState(path: path, presentation: presentation) }
    set {
      path = newValue.path
      presentation = newValue.presentation
    }
  }

  /// The route on top of the stack, if any.
  public var top: Route? { path.last }

  /// The route presented as a sheet, if the presentation is a sheet.
  public var sheet: Route? {
    if case .sheet(let route) = presentation { route } else { nil }
  }

  /// The route presented as a full-screen cover, if the presentation is a cover.
  public var cover: Route? {
    if case .cover(let route) = presentation { route } else { nil }
  }

  /// Pushes `route`.
  public func push(_ route: Route) { path.append(route) }

  /// Pops `count` routes (fewer if the stack is shorter); returns how many were popped.
  @discardableResult
  public func pop(_ count: Int = 1) -> Int {
    let removed = min(max(count, 0), path.count)
    path.removeLast(removed)
    return removed
  }

  /// Pops every pushed route.
  public func popToRoot() { path.removeAll() }

  /// Pops back to the last occurrence of `route`; returns false (and changes nothing) if absent.
  @discardableResult
  public func pop(to route: Route) -> Bool {
    guard let index = path.lastIndex(of: route) else { return false }
    path.removeSubrange((index + 1)...)
    return true
  }

  /// Replaces the whole stack with `routes`.
  public func replacePath(with routes: [Route]) { path = routes }

  /// Presents `presentation`, replacing whatever was presented.
  ///
  /// SwiftUI swaps one sheet for another (or one cover for another) in a single update, but
  /// not a sheet for a cover: to change the style, dismiss first and present in a later update,
  /// as ``TransitionRunner`` does.
  public func present(_ presentation: Presentation<Route>) { self.presentation = presentation }

  /// Presents `route` as a sheet, replacing what was presented.
  public func presentSheet(_ route: Route) { present(.sheet(route)) }

  /// Presents `route` as a full-screen cover, replacing what was presented.
  public func presentCover(_ route: Route) { present(.cover(route)) }

  /// Dismisses the presentation, if any.
  public func dismiss() { presentation = nil }

  /// Applies one planned step (see ``TransitionPlanner``).
  public func apply(_ step: TransitionStep<Route>) {
    switch step {
    case .dismiss: presentation = nil
    case .pop: pop()
    case .push(let route): push(route)
    case .present(let presentation): self.presentation = presentation
    }
  }

  /// The presented route as `.sheet(item:)` or `.fullScreenCover(item:)` wants it.
  ///
  /// `style` picks which presentations this binding shows (`nil`: both, for a platform that
  /// shows a cover as a sheet). SwiftUI writes `nil` when the person swipes the modal away; that
  /// write dismisses only the presentation this binding showed when it was made, so a late write
  /// for a modal already replaced leaves the new one alone.
  public func presentationBinding(_ style: Presentation<Route>.Style?) -> ValueBinding<Route?> {
    let shown = presentation
    return ValueBinding(
      get: { [weak self] in
        guard let presentation = self?.presentation else { return nil }
        return style == nil || presentation.style == style ? presentation.route : nil
      },
      set: { [weak self] newValue in
        guard let self else { return }
        if let route = newValue {
          presentation = Presentation(route, style: style ?? presentation?.style ?? .sheet)
        } else if shown != nil && presentation == shown {
          presentation = nil
        }
      })
  }
}
