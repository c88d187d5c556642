import KeelCore

/// Purchases over an SDK service (seed 002's managers): StoreKit in the app, a scripted mock in
/// the mock build configuration and in tests. The entitlement is a single source of truth the
/// root and the paywall observe.
public protocol PurchasesManager: Sendable {
  /// Whether the person is premium: the current value first, then every change (a purchase, a
  /// restore, a renewal, a refund or an approval arriving through the store's updates).
  var entitlement: CurrentValueStream<PremiumEntitlement> { get }

  /// The entitlement once the manager has its first answer from the store (``start()`` reads
  /// the current entitlements; StoreKit answers asynchronously, and nothing is remembered from
  /// the last launch). Nil when the waiting task is cancelled first.
  func loadedEntitlement() async -> PremiumEntitlement?

  /// Starts listening for transactions the store delivers outside a purchase (renewals,
  /// refunds, Ask to Buy approvals, purchases made on another device). Call once at launch.
  func start() async

  /// The catalog's products the store offers, cheapest first.
  func products() async throws(PurchaseFailure) -> [PurchaseProduct]

  func purchase(productID: String) async -> PurchaseOutcome

  /// Asks the store for the person's current entitlements and replaces the app's view of them.
  func restore() async throws(PurchaseFailure) -> PremiumEntitlement
}
