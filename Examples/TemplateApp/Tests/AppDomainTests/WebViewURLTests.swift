import AppDomain
import Foundation
import Testing

@Suite struct WebViewURLTests {
  @Test(arguments: ["https://example.org", "https://example.org/a?b=c#d", "HTTPS://Example.org/x", " https://e.org "])
  func anAbsoluteHTTPSURLIsAccepted(text: String) throws {
    let url = try #require(WebViewURL.validated(text))
    #expect(url.scheme?.lowercased() == "https")
  }

  @Test(
    arguments: [
      nil, "", "http://example.org", "//example.org/x", "/path", "example.org", "https://", "javascript:alert(1)",
      "file:///etc/passwd", "not a url",
    ] as [String?])
  func anythingElseIsRejected(text: String?) {
    #expect(WebViewURL.validated(text) == nil)
  }
}
