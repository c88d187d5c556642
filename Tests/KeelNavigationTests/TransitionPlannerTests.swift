import Testing

@testable import KeelNavigation

@Suite struct TransitionPlannerTests {
  /// A model of what SwiftUI accepts, written here independently of the planner: a stack under
  /// at most one sheet under at most one cover, changed by exactly one thing per update.
  struct SwiftUISimulator {
    var stack: [TestRoute]
    var sheet: TestRoute?
    var cover: TestRoute?
    var lowestDepth: Int

    init(_ state: NavigationState<TestRoute>) {
      stack = state.path
      sheet = state.sheet
      cover = state.cover
      lowestDepth = state.path.count
    }

    /// Applies one step, or returns why SwiftUI would not accept it.
    mutating func accept(_ step: TransitionStep<TestRoute>) -> String? {
      switch step {
      case .dismissCover:
        guard cover != nil else { return "dismiss of an absent cover" }
        cover = nil
      case .dismissSheet:
        guard sheet != nil else { return "dismiss of an absent sheet" }
        guard cover == nil else { return "sheet dismissed under a cover" }
        sheet = nil
      case .pop:
        guard !stack.isEmpty else { return "pop of an empty stack" }
        guard sheet == nil, cover == nil else { return "pop under a presentation" }
        stack.removeLast()
        lowestDepth = min(lowestDepth, stack.count)
      case .push(let route):
        guard sheet == nil, cover == nil else { return "push under a presentation" }
        stack.append(route)
      case .presentSheet(let route):
        guard sheet == nil else { return "sheet over a sheet" }
        guard cover == nil else { return "sheet under a cover" }
        sheet = route
      case .presentCover(let route):
        guard cover == nil else { return "cover over a cover" }
        cover = route
      }
      return nil
    }
  }

  /// A small xorshift generator so failures reproduce from the printed seed.
  struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return state
    }
  }

  static func randomState(_ rng: inout SeededGenerator) -> NavigationState<TestRoute> {
    // Few distinct routes so shared prefixes and equal presentations are common.
    let pool: [TestRoute] = [.item("a"), .item("b"), .profile, .tab("items")]
    let depth = Int.random(in: 0...5, using: &rng)
    let path = (0..<depth).map { _ in pool.randomElement(using: &rng)! }
    let sheet = Bool.random(using: &rng) ? pool.randomElement(using: &rng) : nil
    let cover = Int.random(in: 0...2, using: &rng) == 0 ? pool.randomElement(using: &rng) : nil
    return NavigationState(path: path, sheet: sheet, cover: cover)
  }

  @Test func randomPlansAreLegalReachTheTargetAndAreMinimal() {
    var rng = SeededGenerator(state: 0x9E37_79B9_7F4A_7C15)
    for pair in 0..<2_000 {
      let current = Self.randomState(&rng)
      let target = Self.randomState(&rng)
      let plan = TransitionPlanner.plan(from: current, to: target)
      var simulator = SwiftUISimulator(current)
      for step in plan {
        if let problem = simulator.accept(step) {
          Issue.record("pair \(pair): \(current) → \(target): \(step) illegal: \(problem)")
          break
        }
      }
      #expect(simulator.stack == target.path && simulator.sheet == target.sheet && simulator.cover == target.cover)
      var prefix = 0
      while prefix < min(current.path.count, target.path.count), current.path[prefix] == target.path[prefix] {
        prefix += 1
      }
      #expect(simulator.lowestDepth >= prefix, "pair \(pair) popped into the common prefix")
      // Lower bound on steps, counted independently: pops and pushes outside the prefix, plus
      // each presentation that must go and come.
      let pathSame = current.path == target.path
      let sheetGoes = current.sheet != nil && (current.sheet != target.sheet || !pathSame)
      let coverGoes =
        current.cover != nil && (current.cover != target.cover || current.sheet != target.sheet || !pathSame)
      let expected =
        (current.path.count - prefix) + (target.path.count - prefix) + (sheetGoes ? 1 : 0) + (coverGoes ? 1 : 0)
        + (target.sheet != nil && (sheetGoes || current.sheet == nil) ? 1 : 0)
        + (target.cover != nil && (coverGoes || current.cover == nil) ? 1 : 0)
      #expect(plan.count == expected, "pair \(pair): \(current) → \(target) planned \(plan)")
    }
  }

  @Test func samePlanIsEmpty() {
    let state = NavigationState<TestRoute>(path: [.item("a")], sheet: .profile)
    #expect(TransitionPlanner.plan(from: state, to: state).isEmpty)
  }

  @Test func deepLinkFromUnderASheetDismissesPopsThenPushes() {
    let current = NavigationState<TestRoute>(path: [.tab("items"), .item("a")], sheet: .profile)
    let target = NavigationState<TestRoute>(path: [.tab("items"), .item("b"), .profile])
    #expect(
      TransitionPlanner.plan(from: current, to: target) == [
        .dismissSheet, .pop, .push(.item("b")), .push(.profile),
      ])
  }

  @Test func changingOnlyTheCoverKeepsSheetAndStack() {
    let current = NavigationState<TestRoute>(path: [.item("a")], sheet: .profile, cover: .item("x"))
    let target = NavigationState<TestRoute>(path: [.item("a")], sheet: .profile, cover: .item("y"))
    #expect(TransitionPlanner.plan(from: current, to: target) == [.dismissCover, .presentCover(.item("y"))])
  }
}
