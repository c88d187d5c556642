import Foundation
import KeelNetwork
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct HeadersAdapterTests {
  @Test func setsEveryHeader() async throws {
    var request = URLRequest(url: URL(string: "https://api.example.com")!)
    try await HeadersAdapter(["X-App-Version": "2.0", "Accept-Language": "de"]).adapt(
      &request, for: APIEndpoint(path: "a"))
    #expect(request.value(forHTTPHeaderField: "X-App-Version") == "2.0")
    #expect(request.value(forHTTPHeaderField: "Accept-Language") == "de")
  }
}
