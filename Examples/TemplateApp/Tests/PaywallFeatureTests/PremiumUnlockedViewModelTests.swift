import AppDomain
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

  @Test func continueIsReported() {
    let viewModel = PremiumUnlockedViewModel(entitlement: .premium(productID: PremiumCatalog.yearly))
    var finished = 0
    viewModel.output = .init(finished: { finished += 1 })
    viewModel.continueTapped()
    #expect(finished == 1)
  }
}
