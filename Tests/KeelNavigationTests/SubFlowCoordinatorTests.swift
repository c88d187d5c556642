import Testing

@testable import KeelNavigation

@MainActor
@Suite struct SubFlowCoordinatorTests {
  @Test func aFlowReportsItsFirstFinishOnly() {
    let flow = SubFlowCoordinator<TestRoute>(root: .profile)
    var outcomes: [SubFlowOutcome] = []
    flow.output = .init { outcomes.append($0) }
    flow.complete()
    flow.dismiss()
    flow.complete()
    #expect(outcomes == [.completed])
    #expect(flow.outcome == .completed)
  }

  @Test func aFlowHasItsOwnNavigatorToPresentOverItsSheet() {
    let flow = SubFlowCoordinator<TestRoute>(root: .profile)
    flow.navigator.presentCover(.item("a"))
    #expect(flow.navigator.presentation == .cover(.item("a")))
    #expect(flow.outcome == nil)
  }
}
