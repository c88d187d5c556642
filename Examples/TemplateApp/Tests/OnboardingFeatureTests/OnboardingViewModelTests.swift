import AppTestSupport
import KeelCore
import KeelStorage
import KeelTesting
import Observation
import OnboardingFeature
import Testing

@MainActor
@Suite("OnboardingViewModel over a store on disk")
struct OnboardingViewModelTests {
  @Test func nextAndBackMoveBetweenTheThreeSteps() throws {
    let disk = DiskKeyValueStore()
    let viewModel = OnboardingViewModel(store: try disk.open())
    #expect(viewModel.step == .welcome && !viewModel.canGoBack && viewModel.showsSkip && !viewModel.showsDone)
    viewModel.back()
    #expect(viewModel.step == .welcome)
    viewModel.next()
    #expect(viewModel.step == .highlights && viewModel.canGoBack)
    viewModel.next()
    #expect(viewModel.step == .ready && viewModel.showsDone && !viewModel.showsSkip)
    viewModel.back()
    #expect(viewModel.step == .highlights)
    #expect(!viewModel.isCompleted)
  }

  @Test func doneOnTheLastStepStoresCompletionAndReportsIt() throws {
    let disk = DiskKeyValueStore()
    let store = try disk.open()
    let viewModel = OnboardingViewModel(store: store)
    var finished = 0
    viewModel.output = .init(finished: { finished += 1 })
    viewModel.next()
    viewModel.next()
    viewModel.done()
    #expect(finished == 1)
    #expect(store.value(\.onboardingCompleted))
    #expect(try disk.open().value(\.onboardingCompleted))
    #expect(try disk.open().value(\.onboardingStep) == 0)
  }

  @Test func nextOnTheLastStepIsDone() throws {
    let disk = DiskKeyValueStore()
    let viewModel = OnboardingViewModel(store: try disk.open())
    var finished = 0
    viewModel.output = .init(finished: { finished += 1 })
    for _ in 0..<3 { viewModel.next() }
    #expect(finished == 1 && viewModel.isCompleted)
  }

  @Test(arguments: [OnboardingStep.welcome, .highlights])
  func skipCompletesFromAnyStep(_ start: OnboardingStep) throws {
    let disk = DiskKeyValueStore()
    let viewModel = OnboardingViewModel(store: try disk.open())
    for _ in 0..<start.rawValue { viewModel.next() }
    var finished = 0
    viewModel.output = .init(finished: { finished += 1 })
    viewModel.skip()
    #expect(finished == 1)
    #expect(try disk.open().value(\.onboardingCompleted))
  }

  @Test func theStepSurvivesARelaunch() throws {
    let disk = DiskKeyValueStore()
    let first = OnboardingViewModel(store: try disk.open())
    first.next()
    first.next()
    let relaunched = OnboardingViewModel(store: try disk.open())
    #expect(relaunched.step == .ready)
    #expect(!relaunched.isCompleted)
  }

  @Test(arguments: [(-3, OnboardingStep.welcome), (1, .highlights), (42, .ready)])
  func aStoredStepOutOfRangeResumesAtTheNearestStep(_ stored: Int, _ expected: OnboardingStep) throws {
    let disk = DiskKeyValueStore()
    try disk.open().set(stored, \.onboardingStep)
    #expect(OnboardingViewModel(store: try disk.open()).step == expected)
  }

  @Test func completionIsObservableSoTheRootReactsAtOnce() throws {
    let disk = DiskKeyValueStore()
    let store = try disk.open()
    let root = store.observable(\.onboardingCompleted)
    let changed = Locked(false)
    withObservationTracking {
      _ = root.value
    } onChange: {
      changed.withLock { $0 = true }
    }
    OnboardingViewModel(store: store).skip()
    #expect(changed.withLock { $0 })
    #expect(root.value)
  }

  @Test func aResetFromElsewhereShowsInTheViewModel() throws {
    let disk = DiskKeyValueStore()
    let store = try disk.open()
    let viewModel = OnboardingViewModel(store: store)
    viewModel.done()
    store.set(false, \.onboardingCompleted)
    #expect(!viewModel.isCompleted && viewModel.step == .welcome)
  }
}
