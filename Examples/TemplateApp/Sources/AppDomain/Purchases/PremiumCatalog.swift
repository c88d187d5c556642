/// The products the app sells and what each grants: the one place that says so (the StoreKit
/// configuration file `App/Products.storekit` declares the same identifiers for Xcode).
public struct PremiumCatalog: Sendable, Hashable {
  public static let monthly = "com.keel.template.premium.monthly"
  public static let yearly = "com.keel.template.premium.yearly"
  public static let lifetime = "com.keel.template.premium.lifetime"

  /// The template app's catalog.
  public static let template = PremiumCatalog(kinds: [
    monthly: .monthly, yearly: .yearly, lifetime: .lifetime,
  ])

  public let kinds: [String: PremiumProductKind]

  public init(kinds: [String: PremiumProductKind]) {
    self.kinds = kinds
  }

  /// Every identifier, in a stable order (for asking the store).
  public var productIDs: [String] { kinds.keys.sorted() }

  public func kind(of productID: String) -> PremiumProductKind? { kinds[productID] }

  /// The paywall's offer from what the store listed: the catalog's products only, cheapest
  /// first (the same order in every storefront, since prices scale together).
  public func offer(_ listings: [StoreProductListing]) -> [PurchaseProduct] {
    listings.compactMap { listing in
      kind(of: listing.id).map { kind in
        PurchaseProduct(
          id: listing.id, displayName: listing.displayName, description: listing.description,
          displayPrice: listing.displayPrice, price: listing.price, kind: kind)
      }
    }
    .sorted { ($0.price, $0.id) < ($1.price, $1.id) }
  }

  /// The catalog's products the store did not list (not set up in App Store Connect or in the
  /// StoreKit configuration file), for a warning.
  public func missing(from listings: [StoreProductListing]) -> [String] {
    let listed = Set(listings.map(\.id))
    return productIDs.filter { !listed.contains($0) }
  }

  /// Which of several active products names the entitlement: the longest-lasting kind.
  func preferred(_ productIDs: some Sequence<String>) -> String? {
    productIDs.max { lhs, rhs in (rank(lhs), lhs) < (rank(rhs), rhs) }
  }

  private func rank(_ productID: String) -> Int {
    switch kinds[productID] {
    case .lifetime: 3
    case .yearly: 2
    case .monthly: 1
    case nil: 0
    }
  }
}
