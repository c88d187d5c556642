import Testing

@testable import KeelNavigation

@Suite struct TransitionPlannerTests {
  @Test func randomPlansAreLegalReachTheTargetAndAreMinimal() {
    var rng = SeededGenerator(state: 0x9E37_79B9_7F4A_7C15)
    for pair in 0..<2_000 {
      let current = randomNavigationState(&rng)
      let target = randomNavigationState(&rng)
      let plan = TransitionPlanner.plan(from: current, to: target)
      var simulator = SwiftUISimulator(current)
      for step in plan {
        if let problem = simulator.accept(step) {
          Issue.record("pair \(pair): \(current) → \(target): \(step) illegal: \(problem)")
          break
        }
      }
      #expect(simulator.state == target)
      var prefix = 0
      while prefix < min(current.path.count, target.path.count), current.path[prefix] == target.path[prefix] {
        prefix += 1
      }
      #expect(simulator.lowestDepth >= prefix, "pair \(pair) popped into the common prefix")
      // Lower bound on steps, counted independently: pops and pushes outside the prefix, plus
      // the presentation going and coming when it must.
      let goes =
        current.presentation != nil && (current.presentation != target.presentation || current.path != target.path)
      let comes = target.presentation != nil && (goes || current.presentation == nil)
      let expected = (current.path.count - prefix) + (target.path.count - prefix) + (goes ? 1 : 0) + (comes ? 1 : 0)
      #expect(plan.count == expected, "pair \(pair): \(current) → \(target) planned \(plan)")
    }
  }

  @Test func samePlanIsEmpty() {
    let state = NavigationState<TestRoute>(path: [.item("a")], presentation: .sheet(.profile))
    #expect(TransitionPlanner.plan(from: state, to: state).isEmpty)
  }

  @Test func deepLinkFromUnderASheetDismissesPopsThenPushes() {
    let current = NavigationState<TestRoute>(path: [.tab("items"), .item("a")], presentation: .sheet(.profile))
    let target = NavigationState<TestRoute>(path: [.tab("items"), .item("b"), .profile])
    #expect(
      TransitionPlanner.plan(from: current, to: target) == [
        .dismiss, .pop, .push(.item("b")), .push(.profile),
      ])
  }

  @Test func aSheetBecomingACoverIsDismissedFirst() {
    let current = NavigationState<TestRoute>(path: [.item("a")], presentation: .sheet(.profile))
    let target = NavigationState<TestRoute>(path: [.item("a")], presentation: .cover(.profile))
    #expect(TransitionPlanner.plan(from: current, to: target) == [.dismiss, .present(.cover(.profile))])
  }
}
