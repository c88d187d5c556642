import Foundation
import KeelNetwork
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct APIEndpointTests {
  let base = URL(string: "https://api.example.com/v1?client=ios")!

  @Test func urlJoinsThePathToTheBaseKeepingItsQuery() throws {
    let endpoint = APIEndpoint(path: "objects", queryItems: [URLQueryItem(name: "version", value: "2")])
    #expect(
      try endpoint.url(relativeTo: base).absoluteString == "https://api.example.com/v1/objects?client=ios&version=2")
  }

  @Test func leadingAndTrailingSlashesDoNotDouble() throws {
    let withSlash = URL(string: "https://api.example.com/v1/")!
    #expect(
      try APIEndpoint(path: "/items/a1").url(relativeTo: withSlash).absoluteString
        == "https://api.example.com/v1/items/a1")
    #expect(try APIEndpoint(path: "").url(relativeTo: withSlash).absoluteString == "https://api.example.com/v1")
  }

  @Test func pathAndQueryArePercentEncoded() throws {
    let endpoint = APIEndpoint(path: "search/red boat", queryItems: [URLQueryItem(name: "q", value: "a&b=c")])
    let url = try endpoint.url(relativeTo: URL(string: "https://api.example.com")!)
    #expect(url.absoluteString == "https://api.example.com/search/red%20boat?q=a%26b%3Dc")
  }

  @Test func jsonBodySetsContentType() throws {
    let endpoint = try APIEndpoint(path: "events", method: .post).withJSONBody(["name": "launch"])
    #expect(endpoint.headers["Content-Type"] == "application/json")
    #expect(endpoint.body == Data(#"{"name":"launch"}"#.utf8))
  }

  @Test func unencodableBodyNamesTheEndpoint() {
    #expect(throws: APIError.self) {
      try APIEndpoint(path: "events", method: .post).withJSONBody(["value": Double.nan])
    }
    do {
      _ = try APIEndpoint(path: "events", method: .post).withJSONBody(["value": Double.nan])
    } catch {
      #expect("\(error)".contains("POST events"))
    }
  }

  @Test func retryableWhenIdempotentOrMarked() {
    #expect(APIEndpoint(path: "a").isRetryable)
    #expect(APIEndpoint(path: "a", method: .delete).isRetryable)
    #expect(!APIEndpoint(path: "a", method: .post).isRetryable)
    #expect(APIEndpoint(path: "a", method: .post, idempotent: true).isRetryable)
    #expect(!APIEndpoint(path: "a", method: .patch).isRetryable)
  }

  @Test func requiresAuthFollowsTheAuthNeed() {
    #expect(!APIEndpoint(path: "a").requiresAuth)
    #expect(APIEndpoint(path: "a", auth: .basic).requiresAuth)
    #expect(APIEndpoint(path: "a", auth: .bearer).requiresAuth)
    #expect(APIEndpoint(path: "objects", method: .put).description == "PUT objects")
  }
}
