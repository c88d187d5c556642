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
    let navigator = Navigator<TestRoute>(path: [.item("a")], presentation: .sheet(.profile))
    let runner = TransitionRunner(navigator: navigator)
    var outcomes: [TransitionOutcome<TestRoute>] = []
    let target = NavigationState<TestRoute>(path: [.item("b"), .profile])
    runner.request(target) { outcomes.append($0) }
    // Only the first step has been applied; the rest wait for the finish signal.
    #expect(runner.stepInFlight == .dismiss)
    #expect(navigator.state == NavigationState(path: [.item("a")]))
    #expect(runner.remainingSteps == [.pop, .push(.item("b")), .push(.profile)])
    runner.stepFinished()
    #expect(runner.stepInFlight == .pop)
    #expect(navigator.path.isEmpty)
    var applied: [TransitionStep<TestRoute>] = []
    Self.drain(runner, applied: &applied)
    #expect(applied == [.pop, .push(.item("b")), .push(.profile)])
    #expect(navigator.state == target)
    #expect(runner.isIdle)
    #expect(outcomes == [.reached(target)])
  }

  @Test func requestsArrivingMidTransitionApplyAfterInOrder() {
    let navigator = Navigator<TestRoute>()
    let runner = TransitionRunner(navigator: navigator)
    var outcomes: [TransitionOutcome<TestRoute>] = []
    let targets: [NavigationState<TestRoute>] = [
      NavigationState(path: [.item("a"), .item("b")]),
      NavigationState(path: [.item("a")], presentation: .sheet(.profile)),
      NavigationState(path: [.tab("items")]),
    ]
    for target in targets { runner.request(target) { outcomes.append($0) } }
    #expect(runner.queuedTargets.count == 2)
    #expect(runner.stepInFlight == .push(.item("a")))
    var applied: [TransitionStep<TestRoute>] = []
    Self.drain(runner, applied: &applied)
    #expect(
      applied == [
        .push(.item("a")), .push(.item("b")),
        .pop, .present(.sheet(.profile)),
        .dismiss, .pop, .push(.tab("items")),
      ])
    #expect(navigator.state == NavigationState(path: [.tab("items")]))
    #expect(outcomes == targets.map { .reached($0) })
  }

  /// The issue's case: a Back tap between the two pushes of a deep link used to end at
  /// `[item(b)]`, the rest of a plan made before the tap.
  @Test func aBackTapBetweenStepsIsPlannedAround() {
    let navigator = Navigator<TestRoute>()
    let runner = TransitionRunner(navigator: navigator)
    let target = NavigationState<TestRoute>(path: [.item("a"), .item("b")])
    var outcomes: [TransitionOutcome<TestRoute>] = []
    runner.request(target) { outcomes.append($0) }
    #expect(runner.stepInFlight == .push(.item("a")))
    navigator.pop()  // Back, tapped while the push animates
    var applied: [TransitionStep<TestRoute>] = []
    Self.drain(runner, applied: &applied)
    #expect(applied == [.push(.item("a")), .push(.item("a")), .push(.item("b"))])
    #expect(navigator.state == target)
    #expect(outcomes == [.reached(target)])
    #expect(runner.interruptions == 1)
  }

  @Test func aTabReselectBetweenStepsIsPlannedAround() {
    enum Tab: Hashable { case items }
    let router = TabRouter<Tab, TestRoute>(selectedTab: .items)
    let runner = TransitionRunner(navigator: router.navigator(for: .items))
    let target = NavigationState<TestRoute>(path: [.tab("items"), .item("a"), .item("b")])
    runner.request(target)
    runner.stepFinished()
    router.reselect(.items)  // pops the stack to its root mid-transition
    var applied: [TransitionStep<TestRoute>] = []
    Self.drain(runner, applied: &applied)
    #expect(router.selectedNavigator.state == target)
    // The push of item(a) was in flight when the stack went back to its root.
    #expect(applied == [.push(.item("a")), .push(.tab("items")), .push(.item("a")), .push(.item("b"))])
  }

  @Test func interruptionsBeyondTheLimitStopTheTargetWhereThePersonLeftIt() {
    let capture = LogCapture()
    let navigator = Navigator<TestRoute>()
    let runner = TransitionRunner(navigator: navigator, interruptionLimit: 1, logger: capture.logger())
    let target = NavigationState<TestRoute>(path: [.item("a"), .item("b")])
    var outcomes: [TransitionOutcome<TestRoute>] = []
    runner.request(target) { outcomes.append($0) }
    runner.request(NavigationState(path: [.profile])) { outcomes.append($0) }
    navigator.pop()
    runner.stepFinished()  // first interruption: planned around
    #expect(runner.stepInFlight == .push(.item("a")) && runner.interruptions == 1)
    navigator.pop()
    navigator.presentSheet(.profile)
    runner.stepFinished()  // second: stopped, and the next target starts from there
    #expect(
      outcomes == [.stopped(target: target, at: NavigationState(presentation: .sheet(.profile)), reason: .interrupted)])
    #expect(runner.target == NavigationState(path: [.profile]))
    #expect(runner.stepInFlight == .dismiss)
    #expect(capture.lines.contains { $0.contains("transition stopped") })
  }

  @Test func cancelStopsTheTargetAndDropsTheQueue() {
    let navigator = Navigator<TestRoute>()
    let runner = TransitionRunner(navigator: navigator, logger: LogCapture().logger())
    var outcomes: [TransitionOutcome<TestRoute>] = []
    let first = NavigationState<TestRoute>(path: [.item("a"), .item("b")])
    let second = NavigationState<TestRoute>(path: [.profile])
    runner.request(first) { outcomes.append($0) }
    runner.request(second) { outcomes.append($0) }
    runner.cancel()
    let at = NavigationState<TestRoute>(path: [.item("a")])
    #expect(
      outcomes == [
        .stopped(target: first, at: at, reason: .cancelled), .stopped(target: second, at: at, reason: .cancelled),
      ])
    runner.stepFinished()  // the push in flight finishes; nothing follows it
    #expect(runner.isIdle && navigator.state == at)
  }

  /// Random journeys with a person acting between steps (Back, tab reselect, swipe-down, a row
  /// tapped, a sheet opened): every step the runner applies is one SwiftUI accepts from the state
  /// it was applied to, and every request ends at its target or reports that it stopped.
  /// It yields after each run: 600 runs hold the main actor for seconds in a debug build, and the
  /// suite's other main-actor tests (waits with deadlines among them) must not starve meanwhile.
  @Test func randomInterruptionsEndAtTheTargetOrReportAStop() async {
    var rng = SeededGenerator(state: 0xD1B5_4A32_D192_ED03)
    let pool: [TestRoute] = [.item("a"), .item("b"), .profile, .tab("items")]
    var interruptions = 0
    var reached = 0
    var stopped = 0
    for run in 0..<600 {
      let start = randomNavigationState(&rng)
      let target = randomNavigationState(&rng)
      let navigator = Navigator(state: start)
      let runner = TransitionRunner(navigator: navigator, logger: LogCapture().logger())
      var outcomes: [TransitionOutcome<TestRoute>] = []
      var before = navigator.state
      runner.request(target) { outcomes.append($0) }
      var updates = 0
      while let step = runner.stepInFlight {
        var simulator = SwiftUISimulator(before)
        if let problem = simulator.accept(step) {
          Issue.record("run \(run): \(step) applied to \(before): \(problem)")
          break
        }
        #expect(simulator.state == navigator.state)
        if Int.random(in: 0..<3, using: &rng) == 0 {
          // The person acts while the step animates, doing only what the screen allows.
          interruptions += 1
          switch (navigator.presentation, Int.random(in: 0..<4, using: &rng)) {
          case (.some, _): navigator.dismiss()  // swipe-down or Close
          case (nil, 0) where !navigator.path.isEmpty: navigator.pop()  // Back
          case (nil, 1): navigator.popToRoot()  // tab reselect
          case (nil, 2): navigator.presentSheet(pool.randomElement(using: &rng)!)
          default: navigator.push(pool.randomElement(using: &rng)!)
          }
        }
        before = navigator.state
        runner.stepFinished()
        updates += 1
        if updates > 200 {
          Issue.record("run \(run): no end after 200 steps")
          break
        }
      }
      #expect(runner.isIdle)
      switch outcomes.first {
      case .reached(let state):
        reached += 1
        #expect(state == target && navigator.state == target, "run \(run)")
      case .stopped(let stoppedTarget, let at, let reason):
        stopped += 1
        #expect(stoppedTarget == target && at == navigator.state && reason == .interrupted, "run \(run)")
      case nil:
        Issue.record("run \(run): \(start) → \(target) reported nothing")
      }
      #expect(outcomes.count == 1, "run \(run)")
      await Task.yield()
    }
    #expect(interruptions >= 1_000)
    #expect(reached > 0 && stopped > 0)
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
    var outcomes: [TransitionOutcome<TestRoute>] = []
    runner.request(navigator.state) { outcomes.append($0) }
    #expect(runner.isIdle && runner.stepInFlight == nil)
    #expect(outcomes == [.reached(navigator.state)])
  }

  /// The adapter used to swallow the cancelled wait (`try?`) and report the step finished when
  /// the view merely left the screen.
  @Test func aCancelledSettleReportsNothing() async {
    let navigator = Navigator<TestRoute>()
    let runner = TransitionRunner(navigator: navigator)
    runner.request(NavigationState(path: [.item("a"), .item("b")]))
    let waiting = Task { await runner.reportStepFinished(runner.stepsStarted, after: .seconds(60)) }
    waiting.cancel()
    await waiting.value
    #expect(runner.stepInFlight == .push(.item("a")))
    await runner.reportStepFinished(runner.stepsStarted, after: .zero)
    #expect(runner.stepInFlight == .push(.item("b")))
  }

  @Test func aLateSettleForAnEarlierStepReportsNothing() async {
    let runner = TransitionRunner(navigator: Navigator<TestRoute>())
    runner.request(NavigationState(path: [.item("a"), .item("b")]))
    let first = runner.stepsStarted
    runner.stepFinished()
    await runner.reportStepFinished(first, after: .zero)
    #expect(runner.stepInFlight == .push(.item("b")))
  }
}
