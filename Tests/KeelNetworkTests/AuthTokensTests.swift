import Foundation
import KeelNetwork
import Testing

@Suite struct AuthTokensTests {
  @Test func descriptionHidesBothTokens() {
    let tokens = AuthTokens(accessToken: runtimeSecret("a"), refreshToken: runtimeSecret("r"))
    #expect(!"\(tokens)".contains(tokens.accessToken))
    #expect(!"\(tokens)".contains(tokens.refreshToken))
  }

  @Test func decodesTheLoginResponseShape() throws {
    let access = runtimeSecret("a")
    let json = #"{"accessToken":"\#(access)","refreshToken":"\#(runtimeSecret("r"))","expiresAt":10}"#
    let tokens = try JSONDecoder().decode(AuthTokens.self, from: Data(json.utf8))
    #expect(tokens.accessToken == access)
    #expect(tokens.expiresAt == Date(timeIntervalSinceReferenceDate: 10))
  }
}
