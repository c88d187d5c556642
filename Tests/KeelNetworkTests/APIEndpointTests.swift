import Foundation
import KeelNetwork
import KeelTesting
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

  // MARK: - Query encoding, as it arrives at a server

  /// A query value and how it must appear in the request target: every character that means
  /// something in a query (`&`, `=`, `+`, `#`, `%`, …) escaped, so the server reads back exactly
  /// the value sent. `/` and `?` may stand in a query as they are (RFC 3986 §3.4), as Alamofire
  /// sends them.
  static let queryValues: [(value: String?, target: String)] = [
    ("a b", "q=a%20b"),
    ("ada+test@example.com", "q=ada%2Btest%40example.com"),
    ("a&b", "q=a%26b"),
    ("a=b", "q=a%3Db"),
    ("a/b", "q=a/b"),
    ("a?b", "q=a?b"),
    ("a#b", "q=a%23b"),
    ("100%", "q=100%25"),
    ("café", "q=caf%C3%A9"),
    ("Straße", "q=Stra%C3%9Fe"),
    ("👍🏽", "q=%F0%9F%91%8D%F0%9F%8F%BD"),
    ("%2B", "q=%252B"),
    ("", "q="),
    (nil, "q"),
    ("a;b,c:d", "q=a%3Bb%2Cc%3Ad"),
    ("-._~", "q=-._~"),
  ]

  @Test(arguments: queryValues)
  func queryValueArrivesEncoded(_ value: String?, _ target: String) async throws {
    let server = try RawSocketServer.start(script: [
      .send(Data("HTTP/1.1 204 No Content\r\nConnection: close\r\n\r\n".utf8)), .close,
    ])
    defer { server.stop() }
    let client = makeClient(baseURL: server.baseURL)
    let endpoint = APIEndpoint(path: "items", queryItems: [URLQueryItem(name: "q", value: value)])
    let result = await client.requestWithResult(endpoint: endpoint)
    try await waitForCondition { server.connections.count == 1 }

    #expect(result == .success(Data()))
    #expect(server.connections.first?.requestLine == "GET /items?\(target) HTTP/1.1")
  }

  @Test func theBaseURLsQueryAndPathKeepTheirEncodingExactly() async throws {
    let server = try RawSocketServer.start(script: [
      .send(Data("HTTP/1.1 204 No Content\r\nConnection: close\r\n\r\n".utf8)), .close,
    ])
    defer { server.stop() }
    // A signed URL: its signature must reach the server byte for byte.
    let base = URL(string: "http://127.0.0.1:\(server.port)/files%2Fv1/?sig=ab%2Bc%2F%3D&expires=17&note=a+b")!
    let client = makeClient(baseURL: base)
    let endpoint = APIEndpoint(path: "report", queryItems: [URLQueryItem(name: "to", value: "ada+1@example.com")])
    _ = await client.requestWithResult(endpoint: endpoint)
    try await waitForCondition { server.connections.count == 1 }

    #expect(
      server.connections.first?.requestLine
        == "GET /files%2Fv1/report?sig=ab%2Bc%2F%3D&expires=17&note=a+b&to=ada%2B1%40example.com HTTP/1.1")
  }

  @Test func theBaseQueryIsKeptAndNamesAreEncodedToo() throws {
    let signed = URL(string: "https://cdn.example.com/v1?sig=x%2By")!
    let plain = APIEndpoint(path: "a")
    let named = APIEndpoint(path: "a", queryItems: [URLQueryItem(name: "k y", value: "v")])
    #expect(try plain.url(relativeTo: signed).absoluteString == "https://cdn.example.com/v1/a?sig=x%2By")
    #expect(try named.url(relativeTo: signed).absoluteString == "https://cdn.example.com/v1/a?sig=x%2By&k%20y=v")
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
