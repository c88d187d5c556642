import AppDomain
import PaywallFeature
import Testing

@Suite struct PaywallTextTests {
  let text = PaywallText()

  @Test func aStoreFailureSaysToCheckTheConnectionAndEveryFailureOffersARetry() {
    let store = text.offersFailure(.store("offline"))
    let missing = text.offersFailure(.productUnavailable("premium.yearly"))
    #expect(store.title == missing.title)
    #expect(store.message != missing.message)
    #expect(store.symbol != missing.symbol)
    let failures: [PurchaseFailure] = [
      .store("x"), .unverified("x"), .productUnavailable("x"), .notEntitling("x"), .cancelled,
    ]
    for failure in failures {
      #expect(text.offersFailure(failure).offersRetry, "\(failure)")
    }
  }
}
