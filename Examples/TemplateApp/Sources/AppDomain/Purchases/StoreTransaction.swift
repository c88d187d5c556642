import Foundation

/// A store transaction as the decisions need it: the seam between StoreKit (whose
/// `Transaction` and `VerificationResult` cannot be made outside the App Store) and the rules,
/// so tests hand the rules any transaction, verified or not. The Apple-only adapter copies
/// these fields from StoreKit and nothing else.
public struct StoreTransaction: Sendable, Hashable {
  public let id: UInt64
  public let productID: String
  public let purchaseDate: Date
  /// Set for subscriptions; premium ends then unless a renewal arrives.
  public let expirationDate: Date?
  /// Set when Apple refunded or revoked it (family sharing ended, a refund).
  public let revocationDate: Date?
  /// A newer subscription in the same group replaced this one.
  public let isUpgraded: Bool

  public init(
    id: UInt64, productID: String, purchaseDate: Date, expirationDate: Date? = nil, revocationDate: Date? = nil,
    isUpgraded: Bool = false
  ) {
    self.id = id
    self.productID = productID
    self.purchaseDate = purchaseDate
    self.expirationDate = expirationDate
    self.revocationDate = revocationDate
    self.isUpgraded = isUpgraded
  }
}

/// StoreKit's `VerificationResult`, platform-neutral: the transaction and whether its JWS
/// signature verified on the device.
public enum VerifiedTransaction: Sendable, Hashable {
  case verified(StoreTransaction)
  /// The store's reason, for the log (`invalidSignature`, `revokedCertificate`, …).
  case unverified(StoreTransaction, reason: String)

  public var transaction: StoreTransaction {
    switch self {
    case .verified(let transaction), .unverified(let transaction, _): transaction
    }
  }
}

/// StoreKit's `Product.PurchaseResult`, platform-neutral.
public enum StorePurchaseResult: Sendable, Hashable {
  case success(VerifiedTransaction)
  case userCancelled
  case pending
}

/// A product as the store lists it (StoreKit's `Product`, platform-neutral).
public struct StoreProductListing: Sendable, Hashable {
  public let id: String
  public let displayName: String
  public let description: String
  public let displayPrice: String
  public let price: Decimal

  public init(id: String, displayName: String, description: String, displayPrice: String, price: Decimal) {
    self.id = id
    self.displayName = displayName
    self.description = description
    self.displayPrice = displayPrice
    self.price = price
  }
}
