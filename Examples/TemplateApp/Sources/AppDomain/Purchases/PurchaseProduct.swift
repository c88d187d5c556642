import Foundation

/// A product the paywall offers, as the store describes it (display price already localized by
/// the store for the person's storefront).
public struct PurchaseProduct: Sendable, Hashable, Identifiable {
  public let id: String
  public let displayName: String
  public let description: String
  /// The store's own rendering of the price ("€4.99"); never formatted by the app.
  public let displayPrice: String
  /// For ordering only.
  public let price: Decimal
  public let kind: PremiumProductKind

  public init(
    id: String, displayName: String, description: String, displayPrice: String, price: Decimal,
    kind: PremiumProductKind
  ) {
    self.id = id
    self.displayName = displayName
    self.description = description
    self.displayPrice = displayPrice
    self.price = price
    self.kind = kind
  }
}

/// What a premium product is, which decides how long it grants premium.
public enum PremiumProductKind: String, Sendable, Hashable, CaseIterable {
  /// An auto-renewable subscription: premium until its expiration date.
  case monthly
  case yearly
  /// A non-consumable: premium until it is refunded (revoked).
  case lifetime
}

/// Whether the person is premium, and through which product.
public enum PremiumEntitlement: Sendable, Hashable {
  case free
  case premium(productID: String)

  public var isPremium: Bool {
    if case .premium = self { return true }
    return false
  }
}

/// What became of a purchase (seed 002's purchase manager).
public enum PurchaseOutcome: Sendable, Hashable {
  /// The store confirmed a verified transaction that grants premium.
  case purchased(productID: String)
  /// The person closed the store's sheet.
  case cancelled
  /// Waiting for approval (Ask to Buy, a bank's strong authentication); it may arrive later
  /// through the transaction updates, and then the entitlement changes.
  case pending
  case failed(PurchaseFailure)
}

/// Why a purchase, a restore or loading the products did not succeed.
public enum PurchaseFailure: Error, Sendable, Hashable, CustomStringConvertible {
  /// The store's signature on the transaction did not verify; nothing is granted.
  case unverified(String)
  /// The product is not offered (unknown to the catalog, or the store did not return it).
  case productUnavailable(String)
  /// A verified transaction that grants nothing (revoked, expired, or not a premium product).
  case notEntitling(String)
  /// The store could not be reached, or refused (network, purchases not allowed, …).
  case store(String)
  /// The person dismissed the store's own prompt (signing in to restore): nothing to show.
  case cancelled

  public var description: String {
    switch self {
    case .unverified(let reason): "the transaction did not verify: \(reason)"
    case .productUnavailable(let id): "the product '\(id)' is not available"
    case .notEntitling(let reason): "the transaction grants nothing: \(reason)"
    case .store(let reason): "the store failed: \(reason)"
    case .cancelled: "cancelled"
    }
  }
}
