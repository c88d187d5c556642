import AppDomain
import Foundation
import KeelCore
import Testing

@Suite("PurchaseLedger")
struct PurchaseLedgerTests {
  static let start = Date(timeIntervalSince1970: 1_800_000_000)

  /// A ledger whose clock a test moves.
  static func ledger() -> (PurchaseLedger, Locked<Date>) {
    let clock = Locked(start)
    return (PurchaseLedger(catalog: .template, now: { clock.withLock { $0 } }), clock)
  }

  static func transaction(
    _ productID: String, id: UInt64 = 1, purchasedDaysAgo: Double = 0, expiresIn days: Double? = 30,
    revoked: Bool = false, upgraded: Bool = false
  ) -> StoreTransaction {
    StoreTransaction(
      id: id, productID: productID, purchaseDate: start.addingTimeInterval(-purchasedDaysAgo * 86_400),
      expirationDate: days.map { start.addingTimeInterval($0 * 86_400) },
      revocationDate: revoked ? start : nil, isUpgraded: upgraded)
  }

  @Test(arguments: [PremiumCatalog.monthly, PremiumCatalog.yearly, PremiumCatalog.lifetime])
  func anUnverifiedTransactionGrantsNothingWhateverItSays(_ productID: String) {
    let (ledger, _) = Self.ledger()
    let unverified = VerifiedTransaction.unverified(
      Self.transaction(productID, expiresIn: productID == PremiumCatalog.lifetime ? nil : 365),
      reason: "invalidSignature")
    #expect(ledger.handle(unverified) == .rejected(productID: productID, reason: "invalidSignature"))
    #expect(ledger.entitlement.value == .free)
    #expect(ledger.outcome(of: .success(unverified)) == .failed(.unverified("invalidSignature")))
    #expect(ledger.replaceAll(with: [unverified]) == .free)
  }

  @Test func anUnverifiedTransactionDoesNotWithdrawAVerifiedOne() {
    let (ledger, _) = Self.ledger()
    ledger.handle(.verified(Self.transaction(PremiumCatalog.lifetime, expiresIn: nil)))
    ledger.handle(
      .unverified(Self.transaction(PremiumCatalog.lifetime, id: 2, expiresIn: nil, revoked: true), reason: "forged"))
    #expect(ledger.entitlement.value == .premium(productID: PremiumCatalog.lifetime))
  }

  @Test func aVerifiedSubscriptionGrantsPremiumUntilItExpires() {
    let (ledger, clock) = Self.ledger()
    #expect(
      ledger.outcome(of: .success(.verified(Self.transaction(PremiumCatalog.monthly))))
        == .purchased(productID: PremiumCatalog.monthly))
    #expect(ledger.entitlement.value == .premium(productID: PremiumCatalog.monthly))
    clock.withLock { $0 = Self.start.addingTimeInterval(29 * 86_400) }
    #expect(ledger.refresh().isPremium)
    clock.withLock { $0 = Self.start.addingTimeInterval(30 * 86_400) }
    #expect(ledger.refresh() == .free)
  }

  @Test func aLifetimePurchaseNeedsNoExpirationAndARefundWithdrawsIt() {
    let (ledger, _) = Self.ledger()
    #expect(
      ledger.handle(.verified(Self.transaction(PremiumCatalog.lifetime, expiresIn: nil)))
        == .granted(productID: PremiumCatalog.lifetime))
    let refund = ledger.handle(
      .verified(Self.transaction(PremiumCatalog.lifetime, id: 1, expiresIn: nil, revoked: true)))
    #expect(refund == .withdrawn(productID: PremiumCatalog.lifetime, reason: "revoked"))
    #expect(ledger.entitlement.value == .free)
  }

  /// `Transaction.updates` and `Transaction.unfinished` deliver in no promised order, so last
  /// month's expired renewal can arrive after this month's: it must not end this month's grant.
  @Test func anOlderTransactionDoesNotWithdrawANewerGrant() {
    let (ledger, _) = Self.ledger()
    ledger.handle(.verified(Self.transaction(PremiumCatalog.monthly, id: 2)))
    let lastMonth = Self.transaction(PremiumCatalog.monthly, id: 1, purchasedDaysAgo: 31, expiresIn: -1)
    #expect(ledger.handle(.verified(lastMonth)) == .withdrawn(productID: PremiumCatalog.monthly, reason: "expired"))
    #expect(ledger.entitlement.value == .premium(productID: PremiumCatalog.monthly))
    let oldRefund = Self.transaction(PremiumCatalog.monthly, id: 1, purchasedDaysAgo: 31, revoked: true)
    ledger.handle(.verified(oldRefund))
    #expect(ledger.entitlement.value == .premium(productID: PremiumCatalog.monthly))
  }

  @Test func theGrantingTransactionOrANewerOneWithdraws() {
    let (ledger, _) = Self.ledger()
    ledger.handle(.verified(Self.transaction(PremiumCatalog.monthly, id: 2, purchasedDaysAgo: 1)))
    ledger.handle(.verified(Self.transaction(PremiumCatalog.monthly, id: 2, purchasedDaysAgo: 1, revoked: true)))
    #expect(ledger.entitlement.value == .free)
    ledger.handle(.verified(Self.transaction(PremiumCatalog.monthly, id: 3, purchasedDaysAgo: 1)))
    ledger.handle(.verified(Self.transaction(PremiumCatalog.monthly, id: 4, upgraded: true)))
    #expect(ledger.entitlement.value == .free)
  }

  /// An older grant arriving late keeps the newer one, whose expiration decides.
  @Test func anOlderGrantArrivingLateDoesNotReplaceANewerOne() {
    let (ledger, clock) = Self.ledger()
    ledger.handle(.verified(Self.transaction(PremiumCatalog.monthly, id: 2, expiresIn: 30)))
    ledger.handle(.verified(Self.transaction(PremiumCatalog.monthly, id: 1, purchasedDaysAgo: 25, expiresIn: 5)))
    clock.withLock { $0 = Self.start.addingTimeInterval(10 * 86_400) }
    #expect(ledger.refresh() == .premium(productID: PremiumCatalog.monthly))
  }

  @Test func transactionsThatGrantNothing() {
    let (ledger, _) = Self.ledger()
    let cases: [(StoreTransaction, String)] = [
      (Self.transaction(PremiumCatalog.monthly, expiresIn: -1), "expired"),
      (Self.transaction(PremiumCatalog.monthly, expiresIn: nil), "a subscription without an expiration date"),
      (Self.transaction(PremiumCatalog.yearly, upgraded: true), "upgraded to another product"),
      (Self.transaction("com.keel.template.coins", expiresIn: nil), "not a premium product"),
    ]
    for (transaction, reason) in cases {
      #expect(ledger.handle(.verified(transaction)) == .withdrawn(productID: transaction.productID, reason: reason))
      #expect(ledger.outcome(of: .success(.verified(transaction))) == .failed(.notEntitling(reason)))
    }
    #expect(ledger.entitlement.value == .free)
  }

  @Test func cancelledAndPendingPurchasesChangeNothing() {
    let (ledger, _) = Self.ledger()
    #expect(ledger.outcome(of: .userCancelled) == .cancelled)
    #expect(ledger.outcome(of: .pending) == .pending)
    #expect(ledger.entitlement.value == .free)
  }

  @Test func theLongestLastingActiveProductNamesTheEntitlement() {
    let (ledger, _) = Self.ledger()
    ledger.handle(.verified(Self.transaction(PremiumCatalog.monthly)))
    ledger.handle(.verified(Self.transaction(PremiumCatalog.yearly, id: 2, expiresIn: 365)))
    #expect(ledger.entitlement.value == .premium(productID: PremiumCatalog.yearly))
    ledger.handle(.verified(Self.transaction(PremiumCatalog.lifetime, id: 3, expiresIn: nil)))
    #expect(ledger.entitlement.value == .premium(productID: PremiumCatalog.lifetime))
  }

  @Test func aRestoreReplacesTheLedgerWithTheStoresVerifiedEntitlements() {
    let (ledger, _) = Self.ledger()
    ledger.handle(.verified(Self.transaction(PremiumCatalog.monthly)))
    let restored = ledger.replaceAll(with: [
      .verified(Self.transaction(PremiumCatalog.yearly, id: 5, expiresIn: 100)),
      .unverified(Self.transaction(PremiumCatalog.lifetime, id: 6, expiresIn: nil), reason: "invalidSignature"),
    ])
    #expect(restored == .premium(productID: PremiumCatalog.yearly))
    #expect(ledger.replaceAll(with: []) == .free)
  }

  @Test func theStreamPublishesEachChangeOnce() async throws {
    let (ledger, _) = Self.ledger()
    var iterator = ledger.entitlement.values.makeAsyncIterator()
    #expect(await iterator.next() == .free)
    ledger.handle(.verified(Self.transaction(PremiumCatalog.monthly)))
    ledger.handle(.verified(Self.transaction(PremiumCatalog.monthly, id: 2)))
    ledger.replaceAll(with: [])
    #expect(await iterator.next() == .premium(productID: PremiumCatalog.monthly))
    #expect(await iterator.next() == .free)
  }
}
