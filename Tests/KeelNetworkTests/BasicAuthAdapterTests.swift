import Foundation
import KeelNetwork
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct BasicAuthAdapterTests {
  let credentials = BasicCredentials(username: "admin", password: runtimeSecret("pw"))

  @Test func authorizesBasicEndpointsOnly() async throws {
    let adapter = BasicAuthAdapter(credentials: credentials)
    var basic = URLRequest(url: URL(string: "https://api.example.com")!)
    var open = basic
    var bearer = basic
    try await adapter.adapt(&basic, for: APIEndpoint(path: "objects", auth: .basic))
    try await adapter.adapt(&open, for: APIEndpoint(path: "health"))
    try await adapter.adapt(&bearer, for: APIEndpoint(path: "items", auth: .bearer))

    #expect(basic.value(forHTTPHeaderField: "Authorization") == credentials.authorizationHeaderValue)
    #expect(open.value(forHTTPHeaderField: "Authorization") == nil)
    #expect(bearer.value(forHTTPHeaderField: "Authorization") == nil)
  }
}
