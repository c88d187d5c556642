import KeelStorage
import Observation

/// The three-step onboarding: Next and Back move between steps, Skip (any step) and Done (the
/// last step) complete it. The step is written through to the store on every move, so a
/// relaunch resumes where the person left; completion is stored under `onboarding_shown`,
/// which the root observes.
@MainActor
@Observable
public final class OnboardingViewModel {
  public struct Output {
    /// Onboarding was completed (Done) or skipped; the flag is already stored.
    public var finished: @MainActor () -> Void

    public init(finished: @escaping @MainActor () -> Void = {}) {
      self.finished = finished
    }
  }

  @ObservationIgnored public var output = Output()

  // Persisted state behind computed properties (DESIGN: observation and storage): writes by
  // anyone through the same store reach observers of this view model.
  @ObservationIgnored private let stepValue: ObservableKeyValue<Int>
  @ObservationIgnored private let completedValue: ObservableKeyValue<Bool>

  public init(store: KeyValueStore) {
    stepValue = store.observable(\.onboardingStep)
    completedValue = store.observable(\.onboardingCompleted)
  }

  public var step: OnboardingStep { OnboardingStep(clamping: stepValue.value) }
  public var isCompleted: Bool { completedValue.value }
  public var canGoBack: Bool { !step.isFirst }
  /// The last step shows Done instead of Next and Skip.
  public var showsDone: Bool { step.isLast }
  public var showsSkip: Bool { !step.isLast }

  public func next() {
    guard !step.isLast else { return done() }
    stepValue.value = step.rawValue + 1
  }

  public func back() {
    guard !step.isFirst else { return }
    stepValue.value = step.rawValue - 1
  }

  public func skip() { complete() }

  public func done() { complete() }

  private func complete() {
    completedValue.value = true
    // A later "reset onboarding" starts again from the first step.
    stepValue.value = OnboardingStep.welcome.rawValue
    output.finished()
  }
}
