import AppDomain
import AppTestSupport
import KeelCore
import KeelStorage
import KeelTesting
import PaywallFeature
import Testing

@MainActor
@Suite("PaywallCoordinator")
struct PaywallCoordinatorTests {
  @Test func aPurchaseShowsThePremiumUnlockedScreenWhoseContinueReachesPremium() async throws {
    let tracker = LeakTracker()
    let manager = MockPurchasesManager()
    let gate = PaywallGate(store: try DiskKeyValueStore().open())
    var reached: [PremiumEntitlement] = []
    do {
      let coordinator = PaywallCoordinator(
        factory: PaywallTestFactory(purchases: manager, gate: gate, tracker: tracker))
      tracker.track(coordinator)
      coordinator.output = .init(premiumReached: { reached.append($0) })
      let paywall = try #require(coordinator.start().paywall)
      #expect(coordinator.start().paywall === paywall, "start keeps the screen shown")
      paywall.onAppear()
      paywall.purchase(PremiumCatalog.lifetime)
      try await waitForCondition(timeout: .seconds(15)) { coordinator.screen?.route == .premiumUnlocked }
      let unlocked = try #require(coordinator.screen?.unlocked)
      #expect(unlocked.kind == .lifetime && reached.isEmpty)
      unlocked.continueTapped()
      paywall.onDisappear()
    }
    #expect(reached == [.premium(productID: PremiumCatalog.lifetime)])
    #expect(!gate.needsPaywall(enabled: true))
    try await assertNoLeaks(tracker)
  }

  @Test func closingIsReported() async throws {
    let tracker = LeakTracker()
    let gate = PaywallGate(store: try DiskKeyValueStore().open())
    var closed = 0
    do {
      let coordinator = PaywallCoordinator(
        factory: PaywallTestFactory(purchases: MockPurchasesManager(), gate: gate, tracker: tracker))
      tracker.track(coordinator)
      coordinator.output = .init(closed: { closed += 1 })
      coordinator.start().paywall?.close()
    }
    #expect(closed == 1 && gate.isDismissed)
    try await assertNoLeaks(tracker)
  }
}
