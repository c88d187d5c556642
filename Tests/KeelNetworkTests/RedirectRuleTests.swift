import FlyingFox
import Foundation
import KeelTestServer
import KeelTesting
import Testing

@testable import KeelNetwork

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct RedirectRuleTests {
  /// Two servers on 127.0.0.1 are two origins (their ports differ). The client sends basic
  /// credentials, an API key through `HeadersAdapter`, an endpoint header and its user agent.
  @Test func headersFollowASameOriginRedirectAndNoneFollowOneToAnotherOrigin() async throws {
    let elsewhere = try await TestHTTPServer.start { _ in jsonResponse(.ok, "[]") }
    let server = try await TestHTTPServer.start { request in
      switch request.path {
      case "/same", "/same-post": statusResponse(307, headers: ["Location": "/final"])
      case "/final": jsonResponse(.ok, "[]")
      case "/away-307": statusResponse(307, headers: ["Location": elsewhere.url("/final").absoluteString])
      default: statusResponse(302, headers: ["Location": elsewhere.url("/final").absoluteString])
      }
    }
    let apiKey = runtimeSecret("key")
    let basic = BasicCredentials(username: "admin", password: runtimeSecret("pw"))
    let client = APIClient(
      configuration: APIConfiguration(
        baseURL: server.baseURL, userAgent: "KeelTests/1.0", credentials: APICredentials(basic: basic)),
      adapters: [HeadersAdapter(["X-Api-Key": apiKey])], logger: NetworkLogger.disabled)
    let sent: [String: String] = [
      "Authorization": basic.authorizationHeaderValue, "X-Api-Key": apiKey, "X-Trace": "trace-1",
      "User-Agent": "KeelTests/1.0",
    ]
    func endpoint(_ path: String, method: KeelNetwork.HTTPMethod = .get) -> APIEndpoint {
      APIEndpoint(path: path, method: method, headers: ["X-Trace": "trace-1"], auth: .basic)
    }
    let sameOrigin = await client.requestWithResult(endpoint: endpoint("same"))
    let sameOriginPost = await client.requestWithResult(
      endpoint: try endpoint("same-post", method: .post).withJSONBody(["name": "a"]))
    let otherOrigin = await client.requestWithResult(endpoint: endpoint("away"))
    let otherOriginPost = await client.requestWithResult(
      endpoint: try endpoint("away-307", method: .post).withJSONBody(["name": "a"]))
    await server.stop()
    await elsewhere.stop()

    #expect(try sameOrigin.get() == Data("[]".utf8))
    #expect(try sameOriginPost.get() == Data("[]".utf8))
    let keptPost = try #require(server.requests.first { $0.path == "/final" && $0.method == "POST" })
    #expect(keptPost.header("Content-Type") == "application/json")
    #expect(try otherOrigin.get() == Data("[]".utf8))
    #expect(try otherOriginPost.get() == Data("[]".utf8))
    let kept = try #require(server.requests.first { $0.path == "/final" })
    for (name, value) in sent { #expect(kept.header(name) == value, "\(name) on the same origin") }
    #expect(elsewhere.requests.count == 2)
    for request in elsewhere.requests {
      for (name, value) in sent { #expect(request.header(name) != value, "\(name) reached another origin") }
      #expect(request.header("X-Trace") == nil)
      #expect(request.header("X-Api-Key") == nil)
      #expect(request.header("Authorization") == nil)
    }
    // The 307 keeps the method, and the body's type with it. (The body itself is not compared:
    // FoundationNetworking on Linux re-sends a 307's POST without its body, even to the same
    // origin; Apple's URLSession re-sends it.)
    let post = try #require(elsewhere.requests.first { $0.method == "POST" })
    #expect(post.header("Content-Type") == "application/json")
  }

  // MARK: - The rule

  private static let original: URLRequest = {
    var request = URLRequest(url: URL(string: "https://api.example.com/v1/items")!)
    request.setValue("Bearer " + runtimeSecret("token"), forHTTPHeaderField: "Authorization")
    request.setValue(runtimeSecret("key"), forHTTPHeaderField: "X-Api-Key")
    request.setValue("KeelTests/1.0", forHTTPHeaderField: "User-Agent")
    return request
  }()

  /// A redirect from `from` to `to`, as URLSession proposes it: the original's headers, the
  /// new URL.
  private static func follow(from: String, to: String) -> URLRequest? {
    var proposed = original
    proposed.url = URL(string: to)
    let response = HTTPURLResponse(
      url: URL(string: from)!, statusCode: 302, httpVersion: "HTTP/1.1", headerFields: ["Location": to])!
    return RedirectRule.request(proposed, after: response, original: original)
  }

  /// Served over https, which the loopback test servers cannot do, so the rule is checked on
  /// its own: a redirect that leaves https is not followed.
  @Test(arguments: [
    "http://api.example.com/v1/items", "http://elsewhere.example.com/", "ftp://api.example.com/",
  ])
  func aRedirectFromHTTPSToAnotherSchemeIsRefused(_ target: String) {
    #expect(Self.follow(from: "https://api.example.com/v1/items", to: target) == nil)
  }

  @Test(arguments: [
    ("https://api.example.com/v2/items", true),
    ("https://API.Example.com:443/v2", true),
    ("https://api.example.com:8443/v2", false),
    ("https://example.com/v2", false),
    ("https://evil.example.net/v2", false),
  ])
  func headersAreKeptOnlyForTheSameOrigin(_ target: String, _ sameOrigin: Bool) throws {
    let next = try #require(Self.follow(from: "https://api.example.com/v1/items", to: target))
    #expect(next.url?.absoluteString == target)
    let headers = next.allHTTPHeaderFields ?? [:]
    #expect(headers == (sameOrigin ? Self.original.allHTTPHeaderFields : [:]))
  }

  @Test func aBodysTypeFollowsOnlyWhenTheBodyIsSentAgain() throws {
    var original = Self.original
    original.httpMethod = "POST"
    original.httpBody = Data("{}".utf8)
    original.setValue("application/json", forHTTPHeaderField: "Content-Type")
    var proposed = original
    proposed.url = URL(string: "https://elsewhere.example.com/upload")
    let response = HTTPURLResponse(url: original.url!, statusCode: 307, httpVersion: nil, headerFields: nil)!
    let resent = try #require(RedirectRule.request(proposed, after: response, original: original))
    #expect(resent.allHTTPHeaderFields == ["Content-Type": "application/json"])
    // A 303 turns the POST into a GET: no body, so no type either.
    proposed.httpMethod = "GET"
    let fetched = try #require(RedirectRule.request(proposed, after: response, original: original))
    #expect(fetched.allHTTPHeaderFields ?? [:] == [:])
  }

  @Test func anHTTPRedirectMayGoToHTTPSButNotWithTheHeaders() throws {
    let apiKey = runtimeSecret("key")
    var original = URLRequest(url: URL(string: "http://api.example.com/v1")!)
    original.setValue(apiKey, forHTTPHeaderField: "X-Api-Key")
    var proposed = original
    proposed.url = URL(string: "https://api.example.com/v1")
    let response = HTTPURLResponse(url: original.url!, statusCode: 301, httpVersion: nil, headerFields: nil)!
    let next = try #require(RedirectRule.request(proposed, after: response, original: original))
    #expect(next.value(forHTTPHeaderField: "X-Api-Key") == nil)
    // `http://host` and `http://host:80` are one origin.
    proposed.url = URL(string: "http://api.example.com:80/v2")
    #expect(
      RedirectRule.request(proposed, after: response, original: original)?.value(forHTTPHeaderField: "X-Api-Key")
        == apiKey)
  }
}
