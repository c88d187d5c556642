import KeelNavigation
import Logging
import Observation

/// One tab's stack: the kit's ``TransitionRunner`` on the tab's route navigator (from the
/// session's ``TabRouter``), kept in step with the tab's feature (a ``TabFlow``).
///
/// The route navigator is what the runner plans on and moves; the feature's screens follow it.
/// Each time the runner applies a step, the feature is brought to the navigator's routes with a
/// plan on routes, so only the changed tail gets new screens (view models) and the common
/// prefix keeps its own. Before the runner looks again (a new request, a step finished), the
/// navigator is set to where the feature really is, so a Back tap or a swipe between steps is
/// an interruption the runner plans around, as it would be on a plain navigator.
@MainActor
@Observable
public final class TabStack {
  public let tab: AppTab
  public let runner: TransitionRunner<TabRoute>
  @ObservationIgnored private let flow: any TabFlow
  @ObservationIgnored private let logger: Logger

  init(tab: AppTab, navigator: Navigator<TabRoute>, flow: any TabFlow, logger: Logger) {
    self.tab = tab
    self.flow = flow
    self.logger = logger
    runner = TransitionRunner(navigator: navigator, logger: logger)
  }

  /// Where the tab is, read from its feature's screens.
  public var state: NavigationState<TabRoute> { flow.tabState }

  /// Moves the tab to `target` in steps (see ``TransitionRunner/request(_:onFinish:)``).
  public func request(
    _ target: NavigationState<TabRoute>,
    onFinish: @escaping @MainActor (TransitionOutcome<TabRoute>) -> Void = { _ in }
  ) {
    pullFromFeature()
    runner.request(target, onFinish: onFinish)
    pushToFeature()
  }

  /// The view layer's signal that the step in flight has finished animating.
  public func stepFinished() {
    pullFromFeature()
    runner.stepFinished()
    pushToFeature()
  }

  /// Waits `settle` on `clock`, then reports step number `step` finished, unless the wait was
  /// cancelled (the view left the screen) or another step is in flight by then (a late signal).
  public func reportStepFinished(
    _ step: Int, after settle: Duration, clock: some Clock<Duration> = ContinuousClock()
  ) async {
    do {
      try await clock.sleep(for: settle)
    } catch {
      return
    }
    guard runner.stepInFlight != nil, runner.stepsStarted == step else { return }
    stepFinished()
  }

  /// Puts the tab at `state` at once, with no steps to animate (at launch, before anything is
  /// on screen). A state the feature cannot show (routes of another tab, a presented route
  /// pushed) is refused with a warning and the tab starts at its root; returns whether it was
  /// applied.
  @discardableResult
  func restore(_ state: NavigationState<TabRoute>) -> Bool {
    for step in TransitionPlanner.plan(from: flow.tabState, to: state) {
      if applyToFeature(step) { continue }
      logger.warning(
        "navigation not restored: the \(tab.rawValue) tab cannot show it; starting at its root",
        metadata: ["state": "\(state)"])
      for reset in TransitionPlanner.plan(from: flow.tabState, to: NavigationState()) {
        _ = applyToFeature(reset)
      }
      pullFromFeature()
      return false
    }
    pullFromFeature()
    return true
  }

  // MARK: - Keeping the navigator and the feature in step

  private func pullFromFeature() {
    let state = flow.tabState
    if runner.navigator.state != state { runner.navigator.state = state }
  }

  private func pushToFeature() {
    for step in TransitionPlanner.plan(from: flow.tabState, to: runner.navigator.state) {
      // On a refusal the navigator differs from the feature; the next pull counts it as an
      // interruption.
      guard applyToFeature(step) else { return }
    }
  }

  private func applyToFeature(_ step: TransitionStep<TabRoute>) -> Bool {
    let route: TabRoute? =
      switch step {
      case .push(let route): route
      case .present(let presentation): presentation.route
      case .pop, .dismiss: nil
      }
    guard route.map({ $0.tab == tab }) ?? true, flow.apply(step) else {
      logger.warning("navigation step refused by the \(tab.rawValue) tab", metadata: ["step": "\(step)"])
      return false
    }
    return true
  }
}
