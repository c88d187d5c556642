import KeelCore
import KeelStorage
import OnboardingFeature

/// The onboarding factory tests use: view models over one store, each tracked for leaks.
@MainActor
final class OnboardingTestFactory: OnboardingElementsFactory {
  let store: KeyValueStore
  let tracker: LeakTracker

  init(store: KeyValueStore, tracker: LeakTracker) {
    self.store = store
    self.tracker = tracker
  }

  func makeOnboardingViewModel() -> OnboardingViewModel {
    let viewModel = OnboardingViewModel(store: store)
    tracker.track(viewModel)
    return viewModel
  }
}

extension OnboardingScreen {
  var viewModel: OnboardingViewModel {
    switch self {
    case .steps(let viewModel): viewModel
    }
  }
}
