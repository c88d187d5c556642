import Testing
import WebFeature

@Suite struct WebTextTests {
  let text = WebText()

  @Test func anOfflineFailureSaysSoAndAnyFailureOffersARetry() {
    let offline = text.loadFailure(
      WebLoadFailure(domain: WebLoadFailure.urlErrorDomain, code: -1009, description: "offline"))
    let refused = text.loadFailure(
      WebLoadFailure(domain: WebLoadFailure.urlErrorDomain, code: -1202, description: "TLS"))
    #expect(offline.title == refused.title)
    #expect(offline.message != refused.message, "offline must say to check the connection")
    #expect(offline.symbol != refused.symbol)
    #expect(offline.offersRetry && refused.offersRetry)
    #expect(!offline.title.isEmpty && !offline.message.isEmpty)
  }
}
