import KeelStorage

extension StorageKeys {
  /// Whether onboarding was completed (seed 000's `onboarding_shown`). The root observes it
  /// through `store.observable(\.onboardingCompleted)`, so finishing onboarding moves the app on
  /// at once; Settings' "reset onboarding" sets it back to false.
  public var onboardingCompleted: StorageKey<Bool> { StorageKey("onboarding_shown", default: false) }

  /// The step a person was on, so a relaunch in the middle of onboarding resumes there
  /// (``OnboardingStep/rawValue``; cleared when onboarding completes).
  public var onboardingStep: StorageKey<Int> { StorageKey("onboarding_step", default: 0) }
}
