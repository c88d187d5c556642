import KeelNavigation
import Observation

/// Runs onboarding and reports its end through ``Output`` (seed 000's inline output pattern);
/// the root reacts to the stored flag, so the output is for what else the parent wants to do
/// (analytics, releasing this coordinator).
@MainActor
@Observable
public final class OnboardingCoordinator: Coordinator, NavigationStorable {
  public struct Output {
    public var finished: @MainActor () -> Void

    public init(finished: @escaping @MainActor () -> Void = {}) {
      self.finished = finished
    }
  }

  @ObservationIgnored public var output = Output()
  public let navigator = Navigator<OnboardingScreen>()
  /// The first screen, built on ``start()``.
  public private(set) var root: OnboardingScreen?

  @ObservationIgnored private let factory: any OnboardingElementsFactory

  public init(factory: any OnboardingElementsFactory) {
    self.factory = factory
  }

  /// Builds the root screen once; calling it again keeps the same screen.
  @discardableResult
  public func start() -> OnboardingScreen {
    if let root { return root }
    let screen = screen(for: .steps)
    root = screen
    return screen
  }

  public func screen(for route: OnboardingRoute) -> OnboardingScreen {
    switch route {
    case .steps:
      let viewModel = factory.makeOnboardingViewModel()
      viewModel.output = .init(finished: { [weak self] in self?.output.finished() })
      return .steps(viewModel)
    }
  }
}
