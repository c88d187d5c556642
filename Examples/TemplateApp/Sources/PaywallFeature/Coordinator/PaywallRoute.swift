import KeelNavigation

/// What deep links, restoration and tests name in the paywall flow.
public enum PaywallRoute: String, Hashable, Codable, Sendable {
  case paywall
  case premiumUnlocked
}

/// A route made into a screen by ``PaywallCoordinator``; carries the view model, never persisted.
public enum PaywallScreen: ScreenIdentifiable {
  case paywall(PaywallViewModel)
  case premiumUnlocked(PremiumUnlockedViewModel)

  public var screenID: ObjectIdentifier {
    switch self {
    case .paywall(let viewModel): ObjectIdentifier(viewModel)
    case .premiumUnlocked(let viewModel): ObjectIdentifier(viewModel)
    }
  }

  public var route: PaywallRoute {
    switch self {
    case .paywall: .paywall
    case .premiumUnlocked: .premiumUnlocked
    }
  }
}
