import AppDomain
import Foundation
import KeelCore
import KeelStorage
import PaywallFeature

/// The paywall factory tests use: one purchases manager and gate, each view model tracked for
/// leaks.
@MainActor
final class PaywallTestFactory: PaywallElementsFactory {
  static let links = PaywallLinks(
    terms: URL(string: "https://example.org/terms")!, privacy: URL(string: "https://example.org/privacy")!)

  let purchases: any PurchasesManager
  let gate: PaywallGate
  let tracker: LeakTracker
  let allowsClose: Bool

  init(purchases: any PurchasesManager, gate: PaywallGate, tracker: LeakTracker, allowsClose: Bool = true) {
    self.purchases = purchases
    self.gate = gate
    self.tracker = tracker
    self.allowsClose = allowsClose
  }

  func makePaywallViewModel() -> PaywallViewModel {
    let viewModel = PaywallViewModel(purchases: purchases, gate: gate, allowsClose: allowsClose, links: Self.links)
    tracker.track(viewModel)
    return viewModel
  }

  func makePremiumUnlockedViewModel(entitlement: PremiumEntitlement) -> PremiumUnlockedViewModel {
    let viewModel = PremiumUnlockedViewModel(entitlement: entitlement)
    tracker.track(viewModel)
    return viewModel
  }
}

extension PaywallScreen {
  var paywall: PaywallViewModel? {
    if case .paywall(let viewModel) = self { return viewModel }
    return nil
  }

  var unlocked: PremiumUnlockedViewModel? {
    if case .premiumUnlocked(let viewModel) = self { return viewModel }
    return nil
  }
}

extension PaywallViewModel {
  var loadedProducts: [PurchaseProduct] {
    if case .loaded(let products) = products { return products }
    return []
  }
}
