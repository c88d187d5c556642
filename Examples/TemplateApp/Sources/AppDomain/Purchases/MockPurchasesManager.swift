import Foundation
import KeelCore

/// The mock build configuration's purchases (seed 002: Mock builds use in-process services) and
/// the tests' scriptable store. It lives in AppDomain, beside ``PurchasesManager``, because both
/// the composition root (which picks it for the mock configuration) and every test target reach
/// AppDomain, while feature modules may not import AppData or test support.
///
/// What the person owns lives in an ``AppStoreAccount``, not here: like StoreKit's, a manager
/// made at a launch knows nothing until ``start()`` has read the account's current
/// entitlements, so a relaunch learns an earlier purchase from the store, never from memory.
///
/// Each purchase takes the next scripted ``Step`` (``Step/purchase`` when none is left) and runs
/// through the same ``PurchaseLedger`` as StoreKit's adapter, so an unverified step is rejected
/// by the real rules. With `holdsPurchases`, each purchase waits for ``release()`` so a test can
/// look at the screen while one is in flight.
public final class MockPurchasesManager: PurchasesManager {
  /// What the store does with the next purchase.
  public enum Step: Sendable, Hashable {
    /// A verified transaction for the product.
    case purchase
    case cancel
    case pending
    /// A transaction whose signature does not verify.
    case unverified
    /// The store fails (no network, purchases not allowed).
    case fail(String)
  }

  /// The template's products as `Products.storekit` declares them, for the mock configuration.
  public static let templateProducts: [PurchaseProduct] = [
    PurchaseProduct(
      id: PremiumCatalog.yearly, displayName: "Premium Yearly", description: "Every feature, billed yearly",
      displayPrice: "$39.99", price: cents(3999), kind: .yearly),
    PurchaseProduct(
      id: PremiumCatalog.monthly, displayName: "Premium Monthly", description: "Every feature, billed monthly",
      displayPrice: "$4.99", price: cents(499), kind: .monthly),
    PurchaseProduct(
      id: PremiumCatalog.lifetime, displayName: "Premium Lifetime", description: "Every feature, once",
      displayPrice: "$99.99", price: cents(9999), kind: .lifetime),
  ]

  private static func cents(_ cents: Int) -> Decimal { Decimal(cents) / 100 }

  private struct State {
    var steps: [Step]
    var products: [PurchaseProduct]
    var productsFailure: PurchaseFailure?
    var holdsPurchases: Bool
    var waiting: [CheckedContinuation<Void, Never>] = []
    var purchases: [String] = []
    var restores = 0
    var starts = 0
    var nextTransactionID: UInt64 = 1
  }

  public let ledger: PurchaseLedger
  /// The store's account this manager buys from and reads the entitlements of.
  public let account: AppStoreAccount
  private let state: Locked<State>
  private let now: @Sendable () -> Date

  public init(
    account: AppStoreAccount = AppStoreAccount(), steps: [Step] = [],
    products: [PurchaseProduct] = MockPurchasesManager.templateProducts, holdsPurchases: Bool = false,
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    ledger = PurchaseLedger(catalog: .template, now: now)
    self.account = account
    self.now = now
    state = Locked(State(steps: steps, products: products, holdsPurchases: holdsPurchases))
  }

  public var entitlement: CurrentValueStream<PremiumEntitlement> { ledger.entitlement }

  // MARK: - Scripting (tests)

  /// Product IDs of every purchase asked for, in order.
  public var purchases: [String] { state.withLock { $0.purchases } }
  public var restores: Int { state.withLock { $0.restores } }
  public var starts: Int { state.withLock { $0.starts } }
  public var waitingCount: Int { state.withLock { $0.waiting.count } }

  public func script(_ steps: Step...) { state.withLock { $0.steps += steps } }

  public func failProducts(with failure: PurchaseFailure?) { state.withLock { $0.productsFailure = failure } }

  /// What ``restore()`` finds in the store besides the account's own purchases (a restore
  /// failure when `failure` is set).
  public func setRestorable(_ transactions: [VerifiedTransaction], failure: PurchaseFailure? = nil) {
    account.setRestorable(transactions, failure: failure)
  }

  /// A transaction arriving outside a purchase, as StoreKit's updates deliver them (an
  /// approval after `pending`, a renewal, a refund); the account keeps the store's word on it.
  @discardableResult
  public func deliverUpdate(_ transaction: VerifiedTransaction) -> TransactionDecision {
    if case .verified(let checked) = transaction {
      if checked.revocationDate != nil { account.revise(checked) } else { account.own(transaction) }
    }
    return ledger.handle(transaction)
  }

  /// A verified transaction for `productID` made now (a subscription runs for a month).
  public func transaction(for productID: String, revoked: Bool = false) -> StoreTransaction {
    let id = state.withLock { state in
      defer { state.nextTransactionID += 1 }
      return state.nextTransactionID
    }
    let date = now()
    let expires: Date? = ledger.catalog.kind(of: productID) == .lifetime ? nil : date.addingTimeInterval(30 * 86_400)
    return StoreTransaction(
      id: id, productID: productID, purchaseDate: date, expirationDate: expires, revocationDate: revoked ? date : nil)
  }

  /// Lets every held purchase go on.
  public func release() {
    let waiting = state.withLock { state in
      defer { state.waiting = [] }
      state.holdsPurchases = false
      return state.waiting
    }
    for continuation in waiting { continuation.resume() }
  }

  // MARK: - PurchasesManager

  public func loadedEntitlement() async -> PremiumEntitlement? {
    await ledger.loadedEntitlement()
  }

  /// Reads the account's current entitlements, as StoreKit's manager does at launch.
  public func start() async {
    state.withLock { $0.starts += 1 }
    ledger.replaceAll(with: await account.currentEntitlements())
  }

  public func products() async throws(PurchaseFailure) -> [PurchaseProduct] {
    let (products, failure) = state.withLock { ($0.products, $0.productsFailure) }
    if let failure { throw failure }
    let listings = products.map {
      StoreProductListing(
        id: $0.id, displayName: $0.displayName, description: $0.description, displayPrice: $0.displayPrice,
        price: $0.price)
    }
    return ledger.catalog.offer(listings)
  }

  public func purchase(productID: String) async -> PurchaseOutcome {
    let holds = state.withLock { state in
      state.purchases.append(productID)
      return state.holdsPurchases
    }
    if holds {
      await withCheckedContinuation { continuation in
        let resumeNow = state.withLock { state in
          if state.holdsPurchases { state.waiting.append(continuation) }
          return !state.holdsPurchases
        }
        if resumeNow { continuation.resume() }
      }
    }
    guard state.withLock({ $0.products.contains { $0.id == productID } }) else {
      return .failed(.productUnavailable(productID))
    }
    let step = state.withLock { $0.steps.isEmpty ? .purchase : $0.steps.removeFirst() }
    switch step {
    case .purchase:
      let verified = VerifiedTransaction.verified(transaction(for: productID))
      account.own(verified)
      return ledger.outcome(of: .success(verified))
    case .cancel: return ledger.outcome(of: .userCancelled)
    case .pending: return ledger.outcome(of: .pending)
    case .unverified:
      return ledger.outcome(of: .success(.unverified(transaction(for: productID), reason: "invalidSignature")))
    case .fail(let reason): return .failed(.store(reason))
    }
  }

  public func restore() async throws(PurchaseFailure) -> PremiumEntitlement {
    state.withLock { $0.restores += 1 }
    return ledger.replaceAll(with: try await account.sync())
  }
}
