import AppDomain

/// Builds the paywall's view models with their dependencies (the purchases manager chosen by
/// the build configuration, the gate, the close flag, the legal links). The composition root
/// implements it.
@MainActor
public protocol PaywallElementsFactory {
  func makePaywallViewModel() -> PaywallViewModel
  func makePremiumUnlockedViewModel(entitlement: PremiumEntitlement) -> PremiumUnlockedViewModel
}
