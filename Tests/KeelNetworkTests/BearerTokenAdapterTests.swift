import Foundation
import KeelNetwork
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct BearerTokenAdapterTests {
  @Test func authorizesBearerEndpointsWithTheSourcesToken() async throws {
    let access = runtimeSecret("access")
    let adapter = BearerTokenAdapter(source: FixedAccessToken(access))
    var bearer = URLRequest(url: URL(string: "https://api.example.com")!)
    var basic = bearer
    try await adapter.adapt(&bearer, for: APIEndpoint(path: "items", auth: .bearer))
    try await adapter.adapt(&basic, for: APIEndpoint(path: "objects", auth: .basic))

    #expect(bearer.value(forHTTPHeaderField: "Authorization") == "Bearer " + access)
    #expect(basic.value(forHTTPHeaderField: "Authorization") == nil)
  }

  @Test func signedOutSourceFailsUnauthorized() async {
    let adapter = BearerTokenAdapter(
      source: TokenRefresher(tokens: nil) { _ throws(APIError) in throw .unauthorized(nil) })
    var request = URLRequest(url: URL(string: "https://api.example.com")!)
    await #expect(throws: APIError.unauthorized(nil)) {
      try await adapter.adapt(&request, for: APIEndpoint(path: "items", auth: .bearer))
    }
  }
}
