import AppTestSupport
import KeelCore
import KeelStorage
import KeelTesting
import OnboardingFeature
import Testing

@MainActor
@Suite("OnboardingCoordinator")
struct OnboardingCoordinatorTests {
  @Test func aFullFlowReportsFinishedOnceAndLeavesNothingAlive() async throws {
    let disk = DiskKeyValueStore()
    let tracker = LeakTracker()
    var finished = 0
    do {
      let coordinator = OnboardingCoordinator(
        factory: OnboardingTestFactory(store: try disk.open(), tracker: tracker))
      tracker.track(coordinator)
      coordinator.output = .init(finished: { finished += 1 })
      let viewModel = coordinator.start().viewModel
      #expect(coordinator.start().viewModel === viewModel)
      #expect(coordinator.root?.route == .steps)
      viewModel.next()
      viewModel.next()
      viewModel.done()
    }
    #expect(finished == 1)
    #expect(try disk.open().value(\.onboardingCompleted))
    try await assertNoLeaks(tracker)
  }

  @Test func skippingReportsFinished() async throws {
    let disk = DiskKeyValueStore()
    let tracker = LeakTracker()
    var finished = 0
    do {
      let coordinator = OnboardingCoordinator(
        factory: OnboardingTestFactory(store: try disk.open(), tracker: tracker))
      tracker.track(coordinator)
      coordinator.output = .init(finished: { finished += 1 })
      coordinator.start().viewModel.skip()
    }
    #expect(finished == 1)
    try await assertNoLeaks(tracker)
  }

  @Test func aRelaunchedCoordinatorResumesAtTheStoredStep() async throws {
    let disk = DiskKeyValueStore()
    let tracker = LeakTracker()
    do {
      let coordinator = OnboardingCoordinator(
        factory: OnboardingTestFactory(store: try disk.open(), tracker: tracker))
      tracker.track(coordinator)
      coordinator.start().viewModel.next()
    }
    do {
      let relaunched = OnboardingCoordinator(
        factory: OnboardingTestFactory(store: try disk.open(), tracker: tracker))
      tracker.track(relaunched)
      #expect(relaunched.start().viewModel.step == .highlights)
    }
    try await assertNoLeaks(tracker)
  }

  @Test func theViewModelDoesNotKeepItsCoordinatorAlive() async throws {
    let disk = DiskKeyValueStore()
    let tracker = LeakTracker()
    var viewModel: OnboardingViewModel?
    do {
      let coordinator = OnboardingCoordinator(
        factory: OnboardingTestFactory(store: try disk.open(), tracker: tracker))
      tracker.track(coordinator)
      viewModel = coordinator.start().viewModel
    }
    // The coordinator is gone; the output must not have kept it, and calling it is harmless.
    viewModel?.skip()
    viewModel = nil
    try await assertNoLeaks(tracker)
  }
}
