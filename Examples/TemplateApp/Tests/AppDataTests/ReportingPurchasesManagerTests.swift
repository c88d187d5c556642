import AppData
import AppDomain
import AppTestSupport
import Foundation
import Testing

@Suite struct ReportingPurchasesManagerTests {
  @Test func aFailedPurchaseIsReportedWithItsProduct() async throws {
    let store = MockPurchasesManager(steps: [.fail("purchases not allowed")])
    let reporter = RecordingCrashReporter()
    let outcome = await ReportingPurchasesManager(store, reporter: reporter).purchase(productID: PremiumCatalog.yearly)
    #expect(outcome == .failed(.store("purchases not allowed")))
    let report = try #require(reporter.reports.first)
    #expect(report.context == ["where": "purchases.purchase", "product": PremiumCatalog.yearly])
    #expect(report.error.contains("purchases not allowed"))
  }

  @Test func failingProductsAndRestoresAreReportedAndRethrown() async throws {
    let store = MockPurchasesManager()
    let reporter = RecordingCrashReporter()
    let purchases = ReportingPurchasesManager(store, reporter: reporter)
    store.failProducts(with: .store("no network"))
    await #expect(throws: PurchaseFailure.store("no network")) { try await purchases.products() }
    store.setRestorable([], failure: .store("not signed in to the store"))
    await #expect(throws: PurchaseFailure.store("not signed in to the store")) { try await purchases.restore() }
    #expect(reporter.reports.map(\.context) == [["where": "purchases.products"], ["where": "purchases.restore"]])
  }

  @Test func thePersonsOwnCancellationIsNotReported() async throws {
    let store = MockPurchasesManager(steps: [.cancel])
    let reporter = RecordingCrashReporter()
    let purchases = ReportingPurchasesManager(store, reporter: reporter)
    #expect(await purchases.purchase(productID: PremiumCatalog.yearly) == .cancelled)
    store.setRestorable([], failure: .cancelled)
    await #expect(throws: PurchaseFailure.cancelled) { try await purchases.restore() }
    #expect(reporter.reports.isEmpty)
    #expect(purchases.entitlement === store.entitlement, "the paywall observes the store's own entitlement")
  }
}
