import Foundation
import KeelCore

/// What the ledger made of one transaction.
public enum TransactionDecision: Sendable, Hashable {
  /// Verified and granting: premium through `productID`.
  case granted(productID: String)
  /// Verified, but it grants nothing now (revoked, expired, upgraded away, not in the catalog);
  /// a product it had granted is withdrawn.
  case withdrawn(productID: String, reason: String)
  /// The signature did not verify: nothing is granted and nothing withdrawn.
  case rejected(productID: String, reason: String)

  /// Every handled transaction is finished, rejected ones included: an unfinished transaction
  /// comes back through the updates at every launch, and finishing grants nothing.
  public var finishesTransaction: Bool { true }
}

/// The platform-neutral heart of purchases: which transactions grant premium, and the
/// entitlement stream that follows from them. StoreKit's adapter and the mock feed it the same
/// way, so every decision is tested on Linux.
public final class PurchaseLedger: Sendable {
  public let catalog: PremiumCatalog
  /// `.free` until the store answers: read ``loadedEntitlement()`` to tell "free" from "not
  /// known yet".
  public let entitlement = CurrentValueStream<PremiumEntitlement>(.free)
  /// Whether the store's current entitlements were read once (``replaceAll(with:)``).
  private let loaded = CurrentValueStream<Bool>(false)

  private let now: @Sendable () -> Date
  /// Granting transactions by product: the latest one decides when it ends.
  private let active = Locked<[String: StoreTransaction]>([:])
  private let logger = KeelLogging.logger("purchases")

  public init(catalog: PremiumCatalog = .template, now: @escaping @Sendable () -> Date = { Date() }) {
    self.catalog = catalog
    self.now = now
  }

  /// Decides one transaction (from a purchase or the store's updates) and updates the
  /// entitlement.
  @discardableResult
  public func handle(_ verified: VerifiedTransaction) -> TransactionDecision {
    let decision = decide(verified)
    let transaction = verified.transaction
    switch decision {
    case .granted(let productID):
      let kept = active.withLock { active in
        if let current = active[productID], current.isNewer(than: transaction) { return current }
        active[productID] = transaction
        return transaction
      }
      if kept != transaction {
        logger.notice(
          "an older grant arrived after a newer one; the newer one stays",
          metadata: ["product": "\(productID)", "transaction": "\(transaction.id)", "kept": "\(kept.id)"])
      }
    case .withdrawn(let productID, let reason):
      // Only the transaction that granted, or a newer one, withdraws: `Transaction.updates` and
      // `Transaction.unfinished` deliver in no promised order, so last month's expired renewal
      // may arrive after this month's.
      let removed = active.withLock { active in
        guard let current = active[productID], !current.isNewer(than: transaction) else { return false }
        active[productID] = nil
        return true
      }
      if removed { logger.notice("premium withdrawn", metadata: ["product": "\(productID)", "reason": "\(reason)"]) }
    case .rejected(let productID, let reason):
      logger.warning(
        "unverified transaction ignored; nothing granted",
        metadata: ["product": "\(productID)", "transaction": "\(verified.transaction.id)", "reason": "\(reason)"])
    }
    publish()
    return decision
  }

  /// What a purchase came to, once its transaction (if any) is decided.
  public func outcome(of result: StorePurchaseResult) -> PurchaseOutcome {
    switch result {
    case .userCancelled: return .cancelled
    case .pending: return .pending
    case .success(let verified):
      switch handle(verified) {
      case .granted(let productID): return .purchased(productID: productID)
      case .withdrawn(_, let reason): return .failed(.notEntitling(reason))
      case .rejected(_, let reason): return .failed(.unverified(reason))
      }
    }
  }

  /// Replaces the app's view with the store's current entitlements (a restore, or the check
  /// at launch): only verified, granting transactions count.
  @discardableResult
  public func replaceAll(with current: [VerifiedTransaction]) -> PremiumEntitlement {
    var granting: [String: StoreTransaction] = [:]
    for verified in current {
      switch decide(verified) {
      case .granted(let productID): granting[productID] = verified.transaction
      case .rejected(let productID, let reason):
        logger.warning(
          "unverified entitlement ignored", metadata: ["product": "\(productID)", "reason": "\(reason)"])
      case .withdrawn: break
      }
    }
    active.withLock { $0 = granting }
    publish()
    if !loaded.value { loaded.send(true) }
    return entitlement.value
  }

  /// Whether the store's current entitlements have been read since this ledger was made.
  public var hasLoaded: Bool { loaded.value }

  /// The entitlement once the store's current entitlements have been read (at once if they
  /// have): a fresh launch knows nothing until StoreKit answers, and `.free` before that is
  /// not an answer. Nil when the waiting task is cancelled first (a launch deadline).
  public func loadedEntitlement() async -> PremiumEntitlement? {
    for await isLoaded in loaded.values where isLoaded { return entitlement.value }
    return nil
  }

  /// The entitlement as of now: a subscription that expired since it was granted no longer
  /// counts (the store's renewal, if any, arrives as a new transaction).
  public func refresh() -> PremiumEntitlement {
    publish()
    return entitlement.value
  }

  func decide(_ verified: VerifiedTransaction) -> TransactionDecision {
    let transaction: StoreTransaction
    switch verified {
    case .unverified(let unverified, let reason): return .rejected(productID: unverified.productID, reason: reason)
    case .verified(let checked): transaction = checked
    }
    let productID = transaction.productID
    guard let kind = catalog.kind(of: productID) else {
      return .withdrawn(productID: productID, reason: "not a premium product")
    }
    if let revoked = transaction.revocationDate, revoked <= now() {
      return .withdrawn(productID: productID, reason: "revoked")
    }
    if transaction.isUpgraded { return .withdrawn(productID: productID, reason: "upgraded to another product") }
    if kind != .lifetime {
      guard let expiration = transaction.expirationDate else {
        return .withdrawn(productID: productID, reason: "a subscription without an expiration date")
      }
      if expiration <= now() { return .withdrawn(productID: productID, reason: "expired") }
    }
    return .granted(productID: productID)
  }

  private func publish() {
    let now = now()
    // Under the ledger's lock, so concurrent decisions publish in the order they were made.
    active.withLock { active in
      active = active.filter { _, transaction in transaction.expirationDate.map { $0 > now } ?? true }
      let next: PremiumEntitlement = catalog.preferred(active.keys).map { .premium(productID: $0) } ?? .free
      if entitlement.value != next { entitlement.send(next) }
    }
  }
}

extension StoreTransaction {
  /// Whether this transaction came after `other`: by purchase date (a renewal's is its renewal
  /// date), then by id. The same transaction (a refund of it) is not newer.
  func isNewer(than other: StoreTransaction) -> Bool {
    if purchaseDate != other.purchaseDate { return purchaseDate > other.purchaseDate }
    return id > other.id
  }
}
