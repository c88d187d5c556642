import OnboardingFeature

extension AppServices: OnboardingElementsFactory {
  public func makeOnboardingViewModel() -> OnboardingViewModel {
    OnboardingViewModel(store: login(.storage))
  }
}
