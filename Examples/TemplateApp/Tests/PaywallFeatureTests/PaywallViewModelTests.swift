import AppDomain
import AppTestSupport
import KeelCore
import KeelStorage
import KeelTesting
import PaywallFeature
import Testing

@MainActor
@Suite("PaywallViewModel")
struct PaywallViewModelTests {
  /// A paywall over `manager`, tracked, with what it reported.
  @MainActor
  final class Harness {
    let tracker = LeakTracker()
    let disk = DiskKeyValueStore()
    let gate: PaywallGate
    var viewModel: PaywallViewModel?
    var unlocked: [PremiumEntitlement] = []
    var closed = 0

    init(_ manager: MockPurchasesManager, allowsClose: Bool = true) throws {
      gate = PaywallGate(store: try disk.open())
      let factory = PaywallTestFactory(purchases: manager, gate: gate, tracker: tracker, allowsClose: allowsClose)
      let viewModel = factory.makePaywallViewModel()
      viewModel.output = .init(
        unlocked: { [weak self] in self?.unlocked.append($0) }, closed: { [weak self] in self?.closed += 1 })
      self.viewModel = viewModel
    }

    var paywall: PaywallViewModel { viewModel! }

    /// Drops the view model and checks nothing it made is still alive.
    func tearDown() async throws {
      viewModel = nil
      try await assertNoLeaks(tracker)
    }
  }

  static let timeout = Duration.seconds(15)

  @Test func theProductsLoadCheapestFirst() async throws {
    let manager = MockPurchasesManager()
    let harness = try Harness(manager)
    #expect(harness.paywall.products == .loading)
    harness.paywall.onAppear()
    harness.paywall.onAppear()
    try await waitForCondition(timeout: Self.timeout) { manager.entitlement.subscriberCount == 1 }
    try await waitForCondition(timeout: Self.timeout) { !harness.paywall.loadedProducts.isEmpty }
    #expect(harness.paywall.loadedProducts.map(\.displayPrice) == ["$4.99", "$39.99", "$99.99"])
    try await harness.tearDown()
  }

  @Test func aFailedLoadOffersARetryThatLoads() async throws {
    let manager = MockPurchasesManager()
    manager.failProducts(with: .store("offline"))
    let harness = try Harness(manager)
    harness.paywall.onAppear()
    try await waitForCondition(timeout: Self.timeout) { harness.paywall.products == .failed(.store("offline")) }
    manager.failProducts(with: nil)
    harness.paywall.retry()
    try await waitForCondition(timeout: Self.timeout) { harness.paywall.loadedProducts.count == 3 }
    try await harness.tearDown()
  }

  @Test func anEmptyStoreIsAFailureNotAnEmptyScreen() async throws {
    let harness = try Harness(MockPurchasesManager(products: []))
    harness.paywall.onAppear()
    try await waitForCondition(timeout: Self.timeout) {
      if case .failed(.productUnavailable) = harness.paywall.products { return true }
      return false
    }
    try await harness.tearDown()
  }

  @Test func aPurchaseInFlightBlocksASecondPurchaseAndARestore() async throws {
    let manager = MockPurchasesManager(holdsPurchases: true)
    let harness = try Harness(manager)
    harness.paywall.purchase(PremiumCatalog.yearly)
    harness.paywall.purchase(PremiumCatalog.monthly)
    harness.paywall.restore()
    #expect(harness.paywall.purchasing == PremiumCatalog.yearly && !harness.paywall.isIdle)
    try await waitForCondition(timeout: Self.timeout) { manager.waitingCount == 1 }
    manager.release()
    try await waitForCondition(timeout: Self.timeout) { !harness.unlocked.isEmpty }
    #expect(manager.purchases == [PremiumCatalog.yearly] && manager.restores == 0)
    #expect(harness.unlocked == [.premium(productID: PremiumCatalog.yearly)])
    #expect(harness.paywall.purchasing == nil && harness.gate.isPremium)
    try await harness.tearDown()
  }

  @Test func restoreIsEnabledWhenIdleAndWhileItsOwnRestoreRunsButNotDuringAPurchase() async throws {
    let manager = MockPurchasesManager(holdsPurchases: true)
    let harness = try Harness(manager)
    #expect(harness.paywall.isRestoreButtonEnabled)
    harness.paywall.restore()
    // Busy: it takes no second restore, yet keeps its enabled look so DSButton draws its spinner.
    #expect(harness.paywall.isRestoring && !harness.paywall.isIdle && harness.paywall.isRestoreButtonEnabled)
    try await waitForCondition(timeout: Self.timeout) { harness.paywall.isIdle }
    #expect(harness.paywall.isRestoreButtonEnabled)
    harness.paywall.purchase(PremiumCatalog.yearly)
    #expect(!harness.paywall.isRestoreButtonEnabled)
    try await waitForCondition(timeout: Self.timeout) { manager.waitingCount == 1 }
    manager.release()
    try await waitForCondition(timeout: Self.timeout) { !harness.unlocked.isEmpty }
    #expect(harness.paywall.isRestoreButtonEnabled)
    try await harness.tearDown()
  }

  @Test(arguments: [
    (MockPurchasesManager.Step.cancel, PaywallViewModel.Notice?.none),
    (.pending, .pending),
    (.fail("offline"), .purchaseFailed(.store("offline"))),
    (.unverified, .purchaseFailed(.unverified("invalidSignature"))),
  ])
  func purchasesThatDoNotUnlock(_ step: MockPurchasesManager.Step, _ notice: PaywallViewModel.Notice?) async throws {
    let manager = MockPurchasesManager(steps: [step])
    let harness = try Harness(manager)
    harness.paywall.onAppear()
    harness.paywall.purchase(PremiumCatalog.monthly)
    try await waitForCondition(timeout: Self.timeout) { harness.paywall.isIdle }
    #expect(harness.paywall.notice == notice)
    #expect(harness.unlocked.isEmpty && !harness.gate.isPremium && manager.entitlement.value == .free)
    try await harness.tearDown()
  }

  @Test func aPendingPurchaseApprovedLaterUnlocksOnce() async throws {
    let manager = MockPurchasesManager(steps: [.pending])
    let harness = try Harness(manager)
    harness.paywall.onAppear()
    harness.paywall.purchase(PremiumCatalog.monthly)
    try await waitForCondition(timeout: Self.timeout) { harness.paywall.notice == .pending }
    manager.deliverUpdate(.verified(manager.transaction(for: PremiumCatalog.monthly)))
    try await waitForCondition(timeout: Self.timeout) { !harness.unlocked.isEmpty }
    manager.deliverUpdate(.verified(manager.transaction(for: PremiumCatalog.lifetime)))
    try await Task.sleep(for: .milliseconds(50))
    #expect(harness.unlocked == [.premium(productID: PremiumCatalog.monthly)])
    try await harness.tearDown()
  }

  @Test func restoreUnlocksWhenTheStoreHoldsAPurchaseAndSaysSoWhenNot() async throws {
    let manager = MockPurchasesManager()
    let harness = try Harness(manager)
    harness.paywall.restore()
    #expect(harness.paywall.isRestoring)
    try await waitForCondition(timeout: Self.timeout) { harness.paywall.isIdle }
    #expect(harness.paywall.notice == .nothingToRestore && harness.unlocked.isEmpty)
    manager.setRestorable([], failure: .store("not signed in"))
    harness.paywall.restore()
    try await waitForCondition(timeout: Self.timeout) {
      harness.paywall.notice == .restoreFailed(.store("not signed in"))
    }
    manager.setRestorable([.verified(manager.transaction(for: PremiumCatalog.lifetime))])
    harness.paywall.restore()
    try await waitForCondition(timeout: Self.timeout) { !harness.unlocked.isEmpty }
    #expect(harness.unlocked == [.premium(productID: PremiumCatalog.lifetime)] && manager.restores == 3)
    try await harness.tearDown()
  }

  @Test func closingIsPersistedWhenAllowed() async throws {
    let harness = try Harness(MockPurchasesManager())
    #expect(harness.gate.needsPaywall(enabled: true))
    harness.paywall.close()
    #expect(harness.closed == 1 && !harness.gate.needsPaywall(enabled: true))
    #expect(PaywallGate(store: try harness.disk.open()).isDismissed)
    try await harness.tearDown()
  }

  @Test func closingDoesNothingWhenTheFlagForbidsIt() async throws {
    let harness = try Harness(MockPurchasesManager(), allowsClose: false)
    harness.paywall.close()
    #expect(harness.closed == 0 && harness.gate.needsPaywall(enabled: true))
    try await harness.tearDown()
  }

  @Test func leavingTheScreenAbandonsThePurchaseAndFreesTheViewModel() async throws {
    let manager = MockPurchasesManager(holdsPurchases: true)
    let harness = try Harness(manager)
    harness.paywall.onAppear()
    harness.paywall.purchase(PremiumCatalog.monthly)
    try await waitForCondition(timeout: Self.timeout) { manager.waitingCount == 1 }
    harness.paywall.onDisappear()
    #expect(harness.paywall.isIdle)
    manager.release()
    try await waitForCondition(timeout: Self.timeout) { manager.entitlement.subscriberCount == 0 }
    try await waitForCondition(timeout: Self.timeout) { manager.entitlement.value.isPremium }
    try await Task.sleep(for: .milliseconds(50))
    #expect(harness.unlocked.isEmpty, "the screen went away before the store answered")
    try await harness.tearDown()
  }

  // MARK: - Analytics and the plan-order experiment

  /// A paywall with its own analytics and experiments, tracked in `tracker`.
  func makeTrackedPaywall(
    _ manager: MockPurchasesManager, analytics: RecordingAnalytics, experiments: any ExperimentsManaging,
    tracker: LeakTracker, disk: DiskKeyValueStore
  ) throws -> PaywallViewModel {
    let viewModel = PaywallViewModel(
      purchases: manager, gate: PaywallGate(store: try disk.open()), allowsClose: true,
      links: PaywallTestFactory.links, analytics: analytics, experiments: experiments)
    tracker.track(viewModel)
    return viewModel
  }

  @Test func theHighestPriceFirstVariantListsTheDearestPlanFirst() async throws {
    let tracker = LeakTracker()
    let experiments = FixedExperiments([
      PaywallPlanOrder.experiment.id: PaywallPlanOrder.highestPriceFirst.rawValue
    ])
    var paywall: PaywallViewModel? = try makeTrackedPaywall(
      MockPurchasesManager(), analytics: RecordingAnalytics(), experiments: experiments, tracker: tracker,
      disk: DiskKeyValueStore())
    #expect(paywall!.planOrder == .highestPriceFirst)
    paywall!.onAppear()
    try await waitForCondition(timeout: Self.timeout) { !paywall!.loadedProducts.isEmpty }
    #expect(paywall!.loadedProducts.map(\.displayPrice) == ["$99.99", "$39.99", "$4.99"])
    paywall!.onDisappear()
    paywall = nil
    try await assertNoLeaks(tracker)
  }

  @Test func appearingWithItsVariantAndACompletedPurchaseAreTracked() async throws {
    let tracker = LeakTracker()
    let analytics = RecordingAnalytics()
    var paywall: PaywallViewModel? = try makeTrackedPaywall(
      MockPurchasesManager(), analytics: analytics, experiments: ControlExperiments(), tracker: tracker,
      disk: DiskKeyValueStore())
    var unlocked = 0
    paywall!.output = .init(unlocked: { _ in unlocked += 1 })
    paywall!.onAppear()
    paywall!.purchase(PremiumCatalog.yearly)
    try await waitForCondition(timeout: Self.timeout) { unlocked == 1 }
    #expect(
      analytics.events == [
        AnalyticsEvent("Paywall_Appear", properties: ["planOrder": "lowest_price_first"]),
        .purchaseCompleted(productID: PremiumCatalog.yearly),
      ])
    paywall!.onDisappear()
    paywall = nil
    try await assertNoLeaks(tracker)
  }
}
