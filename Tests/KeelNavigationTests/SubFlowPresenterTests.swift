import KeelCore
import KeelTesting
import Testing

@testable import KeelNavigation

@MainActor
@Suite struct SubFlowPresenterTests {
  @Test func dismissClearsTheFlowAndReportsDismissed() async throws {
    let presenter = SubFlowPresenter<TestRoute>()
    var outcomes: [SubFlowOutcome] = []
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
    #expect(outcomes == [.dismissed])
    try await assertNoLeaks(tracker)
  }

  @Test func completeClearsTheFlowAndReportsCompleted() {
    let presenter = SubFlowPresenter<TestRoute>()
    var outcomes: [SubFlowOutcome] = []
    let first = presenter.present(root: .profile) { outcomes.append($0) }
    first.complete()
    let second = presenter.present(root: .profile) { outcomes.append($0) }
    #expect(first.id != second.id)
    second.complete()
    #expect(presenter.presented == nil)
    #expect(outcomes == [.completed, .completed])
  }

  /// A replaced flow's late `dismiss()` (its Cancel tapped during the swap) used to clear the
  /// flow that replaced it and report for it.
  @Test func aReplacedFlowsLateDismissLeavesTheNewFlowAlone() {
    let presenter = SubFlowPresenter<TestRoute>()
    var first: [SubFlowOutcome] = []
    var second: [SubFlowOutcome] = []
    let old = presenter.present(root: .profile) { first.append($0) }
    let new = presenter.present(root: .item("a")) { second.append($0) }
    #expect(first == [.dismissed], "a replaced flow has ended: it says so once")
    old.dismiss()
    old.complete()
    #expect(presenter.presented === new)
    #expect(first == [.dismissed] && second.isEmpty)
  }

  /// SwiftUI writes `nil` through `.sheet(item:)`'s binding when the person swipes the sheet
  /// down; that used to clear `presented` without the flow ever reporting that it finished.
  @Test func aSwipeThroughTheBindingReportsDismissedExactlyOnce() {
    let presenter = SubFlowPresenter<TestRoute>()
    var outcomes: [SubFlowOutcome] = []
    let flow = presenter.present(root: .profile) { outcomes.append($0) }
    let binding = presenter.presentedBinding
    #expect(binding.get() === flow)
    binding.wrappedValue = nil
    #expect(presenter.presented == nil)
    #expect(outcomes == [.dismissed])
    // SwiftUI may write `nil` again as the sheet finishes closing; the flow's Cancel may be
    // tapped during the animation.
    binding.set(nil)
    flow.dismiss()
    #expect(outcomes == [.dismissed])
  }

  @Test func aLateSwipeForAReplacedFlowLeavesTheNewFlowAlone() {
    let presenter = SubFlowPresenter<TestRoute>()
    var second: [SubFlowOutcome] = []
    presenter.present(root: .profile)
    let oldBinding = presenter.presentedBinding
    let new = presenter.present(root: .item("a")) { second.append($0) }
    oldBinding.set(nil)
    #expect(presenter.presented === new && second.isEmpty)
    // SwiftUI never writes a flow through the binding; if it did, nothing would change.
    presenter.presentedBinding.set(SubFlowCoordinator(root: .profile))
    #expect(presenter.presented === new)
  }
}
