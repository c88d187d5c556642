import AppDomain
import KeelStorage
import Observation

/// Whether the paywall is still to be shown (DESIGN: paywall if enabled, not premium and not
/// dismissed). Premium comes from the purchases manager's entitlement; a dismissal is
/// persisted. The root reads ``needsPaywall(enabled:)`` and reacts at once.
@MainActor
@Observable
public final class PaywallGate {
  @ObservationIgnored private let dismissedValue: ObservableKeyValue<Bool>
  public private(set) var entitlement: PremiumEntitlement

  public init(store: KeyValueStore, entitlement: PremiumEntitlement = .free) {
    dismissedValue = store.observable(\.paywallDismissed)
    self.entitlement = entitlement
  }

  public var isDismissed: Bool { dismissedValue.value }
  public var isPremium: Bool { entitlement.isPremium }

  public func needsPaywall(enabled: Bool) -> Bool {
    enabled && !isPremium && !isDismissed
  }

  /// The entitlement changed (a purchase, a restore, a refund arriving through the store).
  public func update(_ entitlement: PremiumEntitlement) {
    if self.entitlement != entitlement { self.entitlement = entitlement }
  }

  /// Closed without buying, where the flag allows it; persisted.
  public func dismiss() {
    dismissedValue.value = true
  }
}
