import KeelCore
import Logging
import Observation

/// How a requested transition ended.
public enum TransitionOutcome<Route: Hashable>: Hashable {
  /// The navigator shows the target.
  case reached(NavigationState<Route>)
  /// The runner gave up on `target` and left the navigator where it was (`at`).
  case stopped(target: NavigationState<Route>, at: NavigationState<Route>, reason: StopReason)

  /// Why a transition stopped before its target.
  public enum StopReason: Hashable, Sendable {
    /// The navigation kept changing under the runner (Back taps, tab reselects, swipes, or a
    /// step SwiftUI did not take) more than the runner's `interruptionLimit` allows.
    case interrupted
    /// ``TransitionRunner/cancel()`` was called.
    case cancelled
  }
}

extension TransitionOutcome: Sendable where Route: Sendable {}

/// Moves a ``Navigator`` to a target state one step at a time.
///
/// After applying a step the runner waits until the view layer reports it finished
/// (``stepFinished()``: on Apple from `.transitionFinishSignal` once SwiftUI has settled; in
/// tests, by the test). Before every step it plans afresh from the navigator's actual state, so a
/// Back tap, a tab reselect or a swipe between steps is planned around instead of replayed over.
/// Each such change is an interruption; a person who keeps navigating wins: after
/// `interruptionLimit` interruptions the runner stops where the person left it and reports
/// ``TransitionOutcome/stopped(target:at:reason:)``, which also guarantees that every request
/// ends. A target requested mid-transition is queued and run after the current one, in order.
@Observable
@MainActor
public final class TransitionRunner<Route: Hashable> {
  /// The navigator the steps are applied to.
  public let navigator: Navigator<Route>
  /// How many interruptions one target survives; the next one stops it.
  public let interruptionLimit: Int
  /// The step applied and not yet reported finished.
  public private(set) var stepInFlight: TransitionStep<Route>?
  /// The target being run, if any.
  public private(set) var target: NavigationState<Route>?
  /// Interruptions seen while running ``target``.
  public private(set) var interruptions = 0
  /// Counts applied steps, so the view layer can tell two identical steps (pop, pop) apart.
  public private(set) var stepsStarted = 0

  @ObservationIgnored private var queue: [Request] = []
  @ObservationIgnored private var onFinish: @MainActor (TransitionOutcome<Route>) -> Void = { _ in }
  /// What the navigator held after the runner's last change; anything else is an interruption.
  @ObservationIgnored private var expected: NavigationState<Route>?
  @ObservationIgnored private var isAdvancing = false
  @ObservationIgnored private let logger: Logger

  private struct Request {
    var target: NavigationState<Route>
    var onFinish: @MainActor (TransitionOutcome<Route>) -> Void
  }

  /// A runner applying steps to `navigator`, stopping a target after `interruptionLimit` interruptions.
  public init(
    navigator: Navigator<Route>, interruptionLimit: Int = 2,
    logger: Logger = KeelLogging.logger("navigation.transitions")
  ) {
    self.navigator = navigator
    self.interruptionLimit = max(interruptionLimit, 0)
    self.logger = logger
  }

  /// Whether no step is in flight and no target is queued.
  public var isIdle: Bool { stepInFlight == nil && target == nil && queue.isEmpty }

  /// Targets requested and not started yet, in the order they will run.
  public var queuedTargets: [NavigationState<Route>] { queue.map(\.target) }

  /// The steps still needed to reach ``target`` from the navigator as it is now.
  public var remainingSteps: [TransitionStep<Route>] {
    target.map { TransitionPlanner.plan(from: navigator.state, to: $0) } ?? []
  }

  /// Asks to reach `target`; starts now if idle, otherwise after everything already requested.
  /// `onFinish` hears how it ended, exactly once.
  public func request(
    _ target: NavigationState<Route>, onFinish: @escaping @MainActor (TransitionOutcome<Route>) -> Void = { _ in }
  ) {
    queue.append(Request(target: target, onFinish: onFinish))
    advance()
  }

  /// Stops the current target and drops the queued ones, reporting each as cancelled. A step
  /// in flight still animates; its finish signal is then accepted and nothing follows it.
  public func cancel() {
    let dropped = queue
    queue = []
    if let target { stop(target, reason: .cancelled) }
    for request in dropped {
      request.onFinish(.stopped(target: request.target, at: navigator.state, reason: .cancelled))
    }
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

  /// Waits `settle` on `clock`, then reports step number `step` (a value of ``stepsStarted``)
  /// finished.
  ///
  /// Reports nothing when the wait is cancelled: SwiftUI cancels a view's task when the view
  /// leaves the screen and starts it again when it returns, so the step is reported then, after
  /// the animation really ran. Nor when `step` is no longer the step in flight (a late signal).
  public func reportStepFinished(
    _ step: Int, after settle: Duration, clock: some Clock<Duration> = ContinuousClock()
  )
    async
  {
    do {
      try await clock.sleep(for: settle)
    } catch {
      return
    }
    guard stepInFlight != nil, stepsStarted == step else { return }
    stepFinished()
  }

  private func advance() {
    // `onFinish` may request again; that request joins the queue and this loop picks it up.
    guard !isAdvancing else { return }
    isAdvancing = true
    defer { isAdvancing = false }
    while stepInFlight == nil {
      guard let target else {
        guard !queue.isEmpty else { return }
        let next = queue.removeFirst()
        target = next.target
        onFinish = next.onFinish
        interruptions = 0
        expected = navigator.state
        continue
      }
      let state = navigator.state
      if state != expected {
        interruptions += 1
        if interruptions > interruptionLimit {
          stop(target, reason: .interrupted)
          continue
        }
        logger.info("navigation changed during a transition; planning again from where it is")
      }
      guard let step = TransitionPlanner.plan(from: state, to: target).first else {
        finish(.reached(target))
        continue
      }
      stepInFlight = step
      stepsStarted += 1
      navigator.apply(step)
      expected = navigator.state
    }
  }

  private func stop(_ target: NavigationState<Route>, reason: TransitionOutcome<Route>.StopReason) {
    let state = navigator.state
    logger.notice(
      "transition stopped before its target",
      metadata: ["reason": "\(reason)", "target": "\(target)", "at": "\(state)"])
    finish(.stopped(target: target, at: state, reason: reason))
  }

  private func finish(_ outcome: TransitionOutcome<Route>) {
    let report = onFinish
    target = nil
    expected = nil
    onFinish = { _ in }
    report(outcome)
  }
}
