import AppDomain
import Foundation
import Testing

@Suite("Base64URL")
struct Base64URLTests {
  @Test func unpaddedTextDecodes() {
    // {"a":1} is "eyJhIjoxfQ==" in base64: base64url drops the padding.
    #expect(Base64URL.decode("eyJhIjoxfQ") == Data(#"{"a":1}"#.utf8))
  }

  @Test func theURLSafeAlphabetMapsBack() {
    // Bytes fb ff bf: "+/+/" in base64, "-_-_" in base64url.
    #expect(Base64URL.decode("-_-_") == Data([0xfb, 0xff, 0xbf]))
  }

  @Test func textOutsideTheAlphabetIsNil() {
    #expect(Base64URL.decode("not base64!") == nil)
  }
}
