import AppDomain
import Observation

/// Seed 002's premium-unlocked screen: says what was unlocked; Continue moves the root on.
@MainActor
@Observable
public final class PremiumUnlockedViewModel {
  public struct Output {
    public var finished: @MainActor () -> Void

    public init(finished: @escaping @MainActor () -> Void = {}) {
      self.finished = finished
    }
  }

  @ObservationIgnored public var output = Output()
  public let entitlement: PremiumEntitlement
  /// The kind of product that unlocked premium, for the screen's wording (nil when unknown).
  public let kind: PremiumProductKind?

  public init(entitlement: PremiumEntitlement, catalog: PremiumCatalog = .template) {
    self.entitlement = entitlement
    if case .premium(let productID) = entitlement {
      kind = catalog.kind(of: productID)
    } else {
      kind = nil
    }
  }

  public func continueTapped() { output.finished() }
}
