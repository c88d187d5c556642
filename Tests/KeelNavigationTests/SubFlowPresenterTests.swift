import KeelCore
import KeelTesting
import Testing

@testable import KeelNavigation

@MainActor
@Suite struct SubFlowPresenterTests {
  @Test func dismissClearsTheFlowAndReportsNotCompleted() async throws {
    let presenter = SubFlowPresenter<TestRoute>()
    var outcomes: [Bool] = []
    let tracker = LeakTracker()
    do {
      let flow = presenter.present(root: .profile) { outcomes.append($0) }
      flow.navigator.push(.item("a"))
      tracker.track(flow, label: "sub-flow")
      #expect(presenter.presented?.id == flow.id)
      #expect(flow.root == .profile)
      flow.dismiss()
    }
    #expect(presenter.presented == nil)
    #expect(outcomes == [false])
    try await assertNoLeaks(tracker)
  }

  @Test func completeClearsTheFlowAndReportsCompleted() async throws {
    let presenter = SubFlowPresenter<TestRoute>()
    var outcomes: [Bool] = []
    let first = presenter.present(root: .profile) { outcomes.append($0) }
    first.complete()
    let second = presenter.present(root: .profile) { outcomes.append($0) }
    #expect(first.id != second.id)
    second.complete()
    #expect(presenter.presented == nil)
    #expect(outcomes == [true, true])
  }
}
