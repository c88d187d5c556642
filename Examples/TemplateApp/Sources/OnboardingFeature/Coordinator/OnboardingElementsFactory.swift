/// Builds the onboarding's view models with their dependencies. The composition root
/// implements it; tests implement it over a store on disk.
@MainActor
public protocol OnboardingElementsFactory {
  func makeOnboardingViewModel() -> OnboardingViewModel
}
