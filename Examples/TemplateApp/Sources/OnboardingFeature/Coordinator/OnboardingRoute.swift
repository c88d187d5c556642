import KeelNavigation

/// What deep links, restoration and tests name: onboarding has one screen whose step is
/// persisted state, not navigation.
public enum OnboardingRoute: String, Hashable, Codable, Sendable {
  case steps
}

/// A route made into a screen by the coordinator (DESIGN: routes and screens); carries the
/// view model, never persisted.
public enum OnboardingScreen: ScreenIdentifiable {
  case steps(OnboardingViewModel)

  public var screenID: ObjectIdentifier {
    switch self {
    case .steps(let viewModel): ObjectIdentifier(viewModel)
    }
  }

  public var route: OnboardingRoute {
    switch self {
    case .steps: .steps
    }
  }
}
