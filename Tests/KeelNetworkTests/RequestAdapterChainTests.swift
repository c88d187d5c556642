import Foundation
import KeelNetwork
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct RequestAdapterChainTests {
  @Test func appliesAdaptersInOrderSoLaterOnesWin() async throws {
    let chain = RequestAdapterChain([
      UserAgentAdapter(userAgent: "First/1"), HeadersAdapter(["X-Client": "ios", "User-Agent": "Second/2"]),
    ])
    var request = URLRequest(url: URL(string: "https://api.example.com/items")!)
    try await chain.adapt(&request, for: APIEndpoint(path: "items"))
    #expect(request.value(forHTTPHeaderField: "User-Agent") == "Second/2")
    #expect(request.value(forHTTPHeaderField: "X-Client") == "ios")
  }

  @Test func aFailingAdapterStopsTheChain() async {
    let chain = RequestAdapterChain([
      BearerTokenAdapter(source: TokenRefresher(tokens: nil) { _ throws(APIError) in throw .unauthorized(nil) }),
      HeadersAdapter(["X-After": "1"]),
    ])
    var request = URLRequest(url: URL(string: "https://api.example.com/items")!)
    await #expect(throws: APIError.unauthorized(nil)) {
      try await chain.adapt(&request, for: APIEndpoint(path: "items", auth: .bearer))
    }
    #expect(request.value(forHTTPHeaderField: "X-After") == nil)
  }
}
