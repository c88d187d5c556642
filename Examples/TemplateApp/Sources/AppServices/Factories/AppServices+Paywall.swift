import AppData
import AppDomain
import Foundation
import PaywallFeature

extension AppServices: PaywallElementsFactory {
  /// The template's legal pages, shown under the paywall's offer.
  public static let paywallLinks = PaywallLinks(
    terms: URL(string: "https://example.org/keel-template/terms")!,
    privacy: URL(string: "https://example.org/keel-template/privacy")!)

  public func makePaywallViewModel() -> PaywallViewModel {
    PaywallViewModel(
      purchases: ReportingPurchasesManager(login(.purchases), reporter: crashReporter), gate: paywallGate,
      allowsClose: true, links: Self.paywallLinks,
      analytics: analytics, experiments: experiments)
  }

  public func makePremiumUnlockedViewModel(entitlement: PremiumEntitlement) -> PremiumUnlockedViewModel {
    PremiumUnlockedViewModel(entitlement: entitlement)
  }
}
