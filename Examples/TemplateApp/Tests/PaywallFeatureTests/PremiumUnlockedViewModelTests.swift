import AppDomain
import KeelCore
import KeelTesting
import PaywallFeature
import Testing

@MainActor
@Suite("PremiumUnlockedViewModel")
struct PremiumUnlockedViewModelTests {
  @Test(arguments: [
    (PremiumCatalog.monthly, PremiumProductKind?.some(.monthly)), (PremiumCatalog.yearly, .yearly),
    (PremiumCatalog.lifetime, .lifetime), ("com.example.other", nil),
  ])
  func theKindNamesWhatWasUnlocked(_ productID: String, _ kind: PremiumProductKind?) {
    #expect(PremiumUnlockedViewModel(entitlement: .premium(productID: productID)).kind == kind)
  }

  @Test func continueIsReported() async throws {
    let tracker = LeakTracker()
    var finished = 0
    do {
      let viewModel = PremiumUnlockedViewModel(entitlement: .premium(productID: PremiumCatalog.yearly))
      tracker.track(viewModel)
      viewModel.output = .init(finished: { finished += 1 })
      viewModel.continueTapped()
    }
    #expect(finished == 1)
    try await assertNoLeaks(tracker)
  }
}
