import KeelTesting
import Testing

@testable import KeelNavigation

@MainActor
@Suite struct TransitionRunnerTests {
  /// Plays the view layer: reports each step finished, recording the order steps were applied.
  static func drain(_ runner: TransitionRunner<TestRoute>, applied: inout [TransitionStep<TestRoute>]) {
    while let step = runner.stepInFlight {
      applied.append(step)
      runner.stepFinished()
    }
  }

  @Test func aStepStartsOnlyAfterThePreviousOneFinished() {
    let navigator = Navigator<TestRoute>(path: [.item("a")], sheet: .profile)
    let runner = TransitionRunner(navigator: navigator)
    runner.request(NavigationState(path: [.item("b"), .profile]))
    // Only the first step has been applied; the rest wait for the finish signal.
    #expect(runner.stepInFlight == .dismissSheet)
    #expect(navigator.state == NavigationState(path: [.item("a")]))
    #expect(runner.remainingSteps == [.pop, .push(.item("b")), .push(.profile)])
    runner.stepFinished()
    #expect(runner.stepInFlight == .pop)
    #expect(navigator.path.isEmpty)
    var applied: [TransitionStep<TestRoute>] = []
    Self.drain(runner, applied: &applied)
    #expect(applied == [.pop, .push(.item("b")), .push(.profile)])
    #expect(navigator.state == NavigationState(path: [.item("b"), .profile]))
    #expect(runner.isIdle)
  }

  @Test func requestsArrivingMidTransitionApplyAfterInOrder() {
    let navigator = Navigator<TestRoute>()
    let runner = TransitionRunner(navigator: navigator)
    runner.request(NavigationState(path: [.item("a"), .item("b")]))
    runner.request(NavigationState(path: [.item("a")], sheet: .profile))
    runner.request(NavigationState(path: [.tab("items")]))
    #expect(runner.queuedTargets.count == 2)
    #expect(runner.stepInFlight == .push(.item("a")))
    var applied: [TransitionStep<TestRoute>] = []
    Self.drain(runner, applied: &applied)
    #expect(
      applied == [
        .push(.item("a")), .push(.item("b")),
        .pop, .presentSheet(.profile),
        .dismissSheet, .pop, .push(.tab("items")),
      ])
    #expect(navigator.state == NavigationState(path: [.tab("items")]))
  }

  @Test func aStrayFinishSignalIsLoggedAndChangesNothing() {
    let capture = LogCapture()
    let navigator = Navigator<TestRoute>(path: [.profile])
    let runner = TransitionRunner(navigator: navigator, logger: capture.logger())
    runner.stepFinished()
    #expect(navigator.path == [.profile])
    #expect(capture.lines.contains { $0.contains("no step in flight") })
  }

  @Test func reachingTheCurrentStateIsImmediatelyIdle() {
    let navigator = Navigator<TestRoute>(path: [.profile])
    let runner = TransitionRunner(navigator: navigator)
    runner.request(navigator.state)
    #expect(runner.isIdle && runner.stepInFlight == nil)
  }
}
