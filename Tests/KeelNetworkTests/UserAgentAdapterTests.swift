import Foundation
import KeelNetwork
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct UserAgentAdapterTests {
  @Test func setsTheUserAgentOnEveryEndpoint() async throws {
    for endpoint in [APIEndpoint(path: "a"), APIEndpoint(path: "b", method: .post, auth: .basic)] {
      var request = URLRequest(url: URL(string: "https://api.example.com")!)
      try await UserAgentAdapter(userAgent: "Keel/2.1 (iPhone)").adapt(&request, for: endpoint)
      #expect(request.value(forHTTPHeaderField: "User-Agent") == "Keel/2.1 (iPhone)")
    }
  }
}
