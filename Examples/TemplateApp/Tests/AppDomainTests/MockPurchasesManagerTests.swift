import AppDomain
import Foundation
import KeelCore
import Testing

@Suite("MockPurchasesManager")
struct MockPurchasesManagerTests {
  @Test func theProductsComeCheapestFirstWithTheirDisplayPrices() async throws {
    let products = try await MockPurchasesManager().products()
    #expect(products.map(\.id) == [PremiumCatalog.monthly, PremiumCatalog.yearly, PremiumCatalog.lifetime])
    #expect(products.map(\.displayPrice) == ["$4.99", "$39.99", "$99.99"])
  }

  @Test func everyScriptedOutcome() async {
    let manager = MockPurchasesManager(steps: [.cancel, .pending, .fail("offline"), .unverified, .purchase])
    let id = PremiumCatalog.yearly
    #expect(await manager.purchase(productID: id) == .cancelled)
    #expect(await manager.purchase(productID: id) == .pending)
    #expect(await manager.purchase(productID: id) == .failed(.store("offline")))
    #expect(await manager.purchase(productID: id) == .failed(.unverified("invalidSignature")))
    #expect(manager.entitlement.value == .free, "nothing so far grants premium")
    #expect(await manager.purchase(productID: id) == .purchased(productID: id))
    #expect(manager.entitlement.value == .premium(productID: id))
    #expect(manager.purchases == Array(repeating: id, count: 5))
  }

  @Test func anUnknownProductIsUnavailable() async {
    let manager = MockPurchasesManager()
    #expect(await manager.purchase(productID: "com.example.other") == .failed(.productUnavailable("com.example.other")))
  }

  @Test func aPendingPurchaseApprovedLaterArrivesThroughTheUpdates() async {
    let manager = MockPurchasesManager(steps: [.pending])
    #expect(await manager.purchase(productID: PremiumCatalog.monthly) == .pending)
    let approval = manager.transaction(for: PremiumCatalog.monthly)
    #expect(manager.deliverUpdate(.verified(approval)) == .granted(productID: PremiumCatalog.monthly))
    #expect(manager.entitlement.value.isPremium)
  }

  @Test func restoreFindsEarlierPurchasesAndWhatTheStoreHolds() async throws {
    let buyer = MockPurchasesManager()
    _ = await buyer.purchase(productID: PremiumCatalog.lifetime)
    buyer.ledger.replaceAll(with: [])
    #expect(try await buyer.restore() == .premium(productID: PremiumCatalog.lifetime))

    let elsewhere = MockPurchasesManager()
    #expect(try await elsewhere.restore() == .free)
    elsewhere.setRestorable([.verified(elsewhere.transaction(for: PremiumCatalog.yearly))])
    #expect(try await elsewhere.restore() == .premium(productID: PremiumCatalog.yearly))
    elsewhere.setRestorable([], failure: .store("not signed in to the App Store"))
    await #expect(throws: PurchaseFailure.store("not signed in to the App Store")) { try await elsewhere.restore() }
    #expect(elsewhere.restores == 3)
  }

  @Test func aHeldPurchaseWaitsForRelease() async throws {
    let manager = MockPurchasesManager(holdsPurchases: true)
    let purchase = Task { await manager.purchase(productID: PremiumCatalog.monthly) }
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .seconds(10))
    while manager.waitingCount == 0, clock.now < deadline { try await Task.sleep(for: .milliseconds(5)) }
    #expect(manager.waitingCount == 1 && manager.entitlement.value == .free)
    manager.release()
    #expect(await purchase.value == .purchased(productID: PremiumCatalog.monthly))
  }
}
