import KeelCore
import Logging
import Observation

/// Executes plans on a ``Navigator`` one step at a time.
///
/// After applying a step the runner waits until the view layer reports it finished
/// (``stepFinished()``: on Apple from the adapter once SwiftUI has settled; in tests, by the
/// test). A target requested mid-transition is queued and planned from the state reached when
/// the current plan ends, so requests are applied after it, in the order they arrived.
@Observable
@MainActor
public final class TransitionRunner<Route: Hashable> {
  public let navigator: Navigator<Route>
  /// The step applied and not yet reported finished.
  public private(set) var stepInFlight: TransitionStep<Route>?
  public private(set) var remainingSteps: [TransitionStep<Route>] = []
  public private(set) var queuedTargets: [NavigationState<Route>] = []
  /// Counts applied steps, so the view layer can tell two identical steps (pop, pop) apart.
  public private(set) var stepsStarted = 0

  @ObservationIgnored private let logger: Logger

  public init(navigator: Navigator<Route>, logger: Logger = KeelLogging.logger("navigation.transitions")) {
    self.navigator = navigator
    self.logger = logger
  }

  public var isIdle: Bool { stepInFlight == nil && remainingSteps.isEmpty && queuedTargets.isEmpty }

  /// Asks to reach `target`; starts now if idle, otherwise after everything already requested.
  public func request(_ target: NavigationState<Route>) {
    queuedTargets.append(target)
    if stepInFlight == nil && remainingSteps.isEmpty { advance() }
  }

  /// The view layer's signal that the step in flight has finished animating.
  public func stepFinished() {
    guard stepInFlight != nil else {
      logger.warning("stepFinished() called with no step in flight; ignored")
      return
    }
    stepInFlight = nil
    advance()
  }

  private func advance() {
    while stepInFlight == nil {
      if remainingSteps.isEmpty {
        guard !queuedTargets.isEmpty else { return }
        let target = queuedTargets.removeFirst()
        remainingSteps = TransitionPlanner.plan(from: navigator.state, to: target)
        continue
      }
      let step = remainingSteps.removeFirst()
      stepInFlight = step
      stepsStarted += 1
      navigator.apply(step)
    }
  }
}
