import FlyingFox
import Foundation
import KeelCore
import KeelNetwork
import KeelStorage
import KeelTestServer
import KeelTesting
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Token refresh against a real server that issues and checks bearer tokens.
@Suite struct TokenRefresherTests {
  /// A server with one valid access token at a time; `/auth/refresh` replaces it.
  final class TokenServer: Sendable {
    let validAccess = Locked(runtimeSecret("access"))
    let expectedRefresh = runtimeSecret("refresh")
    let refreshStatus: Int
    let itemsAlwaysReject: Bool
    /// Rejected requests are answered only once this many have arrived, so they are rejected
    /// together however slowly the machine schedules the client's tasks. There is no give-up
    /// time: a request that never came would leave the others to the client's own timeout,
    /// which fails the test.
    let rejectTogether: Int
    let rejectedArrivals = Locked(0)
    let server: TestHTTPServer

    init(refreshStatus: Int = 200, itemsAlwaysReject: Bool = false, rejectTogether: Int = 10) async throws {
      self.refreshStatus = refreshStatus
      self.itemsAlwaysReject = itemsAlwaysReject
      self.rejectTogether = rejectTogether
      // Weak: the server keeps its handler after it stops, and a strong reference here would be
      // a cycle (this → server → handler → this) that outlives every test using it.
      let box = Locked(WeakTokenServer())
      server = try await TestHTTPServer.start { request in
        guard let self = box.withLock({ $0.object }) else { return statusResponse(500) }
        return try await self.handle(request)
      }
      box.withLock { $0.object = self }
    }

    struct WeakTokenServer {
      weak var object: TokenServer?
    }

    private func handle(_ request: HTTPRequest) async throws -> HTTPResponse {
      if request.path == "/auth/refresh" {
        // Slow, so the retried requests' refresh calls arrive while this one is running.
        try await Task.sleep(for: .milliseconds(100))
        guard refreshStatus == 200 else { return statusResponse(refreshStatus) }
        let body = try await request.bodyData
        let sent = try JSONDecoder().decode([String: String].self, from: body)
        guard sent["refreshToken"] == expectedRefresh else { return statusResponse(401) }
        let fresh = runtimeSecret("access")
        validAccess.withLock { $0 = fresh }
        return jsonResponse(.ok, #"{"accessToken":"\#(fresh)","refreshToken":"\#(expectedRefresh)"}"#)
      }
      let authorization = request.headers[.authorization]
      let valid = validAccess.withLock { "Bearer " + $0 }
      guard !itemsAlwaysReject, authorization == valid else {
        rejectedArrivals.withLock { $0 += 1 }
        while rejectedArrivals.withLock({ $0 }) < rejectTogether {
          try await Task.sleep(for: .milliseconds(2))
        }
        return statusResponse(401)
      }
      return jsonResponse(.ok, #"[{"id":"a1","name":"Anchor"}]"#)
    }

    /// A refresher whose session starts with an access token the server no longer accepts.
    func refresher(onTokensChange: @escaping @Sendable (AuthTokens?) async -> Void = { _ in }) -> TokenRefresher {
      let authClient = makeClient(baseURL: server.baseURL)
      return TokenRefresher(
        tokens: AuthTokens(accessToken: runtimeSecret("stale"), refreshToken: expectedRefresh),
        onTokensChange: onTokensChange
      ) { refreshValue throws(APIError) in
        let endpoint = try APIEndpoint(path: "auth/refresh", method: .post).withJSONBody(["refreshToken": refreshValue])
        return try await authClient.request(endpoint, as: AuthTokens.self).get()
      }
    }
  }

  /// A client for the token server whose session allows ten connections at once (URLSession's
  /// default is six per host), so ten requests really are in flight together.
  private static func client(for tokenServer: TokenServer, refresher: TokenRefresher) -> APIClient {
    let session = URLSessionConfiguration.ephemeral
    session.httpMaximumConnectionsPerHost = 10
    return makeClient(baseURL: tokenServer.server.baseURL, tokenRefresher: refresher, sessionConfiguration: session)
  }

  private static func fetchTenTimes(_ client: APIClient) async -> [Result<[Item], APIError>] {
    await withTaskGroup(of: Result<[Item], APIError>.self) { group in
      for _ in 0..<10 {
        group.addTask { await client.request(APIEndpoint(path: "items", auth: .bearer), as: [Item].self) }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
  }

  @Test func tenConcurrent401sShareExactlyOneRefresh() async throws {
    let tokenServer = try await TokenServer()
    let refresher = tokenServer.refresher()
    let client = Self.client(for: tokenServer, refresher: refresher)
    let results = await Self.fetchTenTimes(client)
    await tokenServer.server.stop()

    #expect(results.count == 10)
    #expect(results.allSatisfy { (try? $0.get()) == [Item(id: "a1", name: "Anchor")] })
    #expect(tokenServer.server.requestCount(path: "/auth/refresh") == 1)
    #expect(tokenServer.server.requestCount(path: "/items") == 20)
    #expect(await refresher.refreshCount == 1)
    #expect(await refresher.currentTokens?.accessToken == tokenServer.validAccess.withLock { $0 })
    #expect(refresher.state.value == .signedIn)
  }

  @Test func eachRequestIsRetriedOnlyOnceAfterARefresh() async throws {
    let tokenServer = try await TokenServer(itemsAlwaysReject: true)
    let refresher = tokenServer.refresher()
    let client = Self.client(for: tokenServer, refresher: refresher)
    let results = await Self.fetchTenTimes(client)
    await tokenServer.server.stop()

    #expect(results.allSatisfy { $0.failure?.kind == "unauthorized" && $0.failureStatus == 401 })
    #expect(tokenServer.server.requestCount(path: "/auth/refresh") == 1)
    #expect(tokenServer.server.requestCount(path: "/items") == 20)
    // The refresh itself succeeded, so the session stays.
    #expect(refresher.state.value == .signedIn)
  }

  @Test func aRefusedRefreshSignsOutAndFailsEveryRequestUnauthorized() async throws {
    let tokenServer = try await TokenServer(refreshStatus: 401)
    let changes = Locked<[AuthTokens?]>([])
    let refresher = tokenServer.refresher { tokens in changes.withLock { $0.append(tokens) } }
    let client = Self.client(for: tokenServer, refresher: refresher)
    let states = Task { () -> [SessionState] in
      var seen: [SessionState] = []
      for await state in refresher.state.values {
        seen.append(state)
        if case .signedOut = state { break }
      }
      return seen
    }
    // On a failure (the refresh never refused, a deadline missed) `.signedOut` never comes:
    // the watcher must not outlive the test, holding the refresher and its client (LeakSanitizer
    // reported them, 24 Nov 2026).
    defer { states.cancel() }
    let results = await Self.fetchTenTimes(client)
    let afterwards = await client.requestWithResult(endpoint: APIEndpoint(path: "items", auth: .bearer))
    await tokenServer.server.stop()

    #expect(results.allSatisfy { $0.failure?.kind == "unauthorized" })
    #expect(tokenServer.server.requestCount(path: "/auth/refresh") == 1)
    #expect(await refresher.isSignedIn == false)
    guard case .signedOut(.refreshFailed(let reason)) = refresher.state.value else {
      Issue.record("expected signed out after a failed refresh, got \(refresher.state.value)")
      return
    }
    #expect(reason.statusCode == 401)
    #expect(await states.value.last == refresher.state.value)
    #expect(changes.withLock { $0.count == 1 && $0.first == .some(nil) })
    // Signed out: no request is sent at all.
    #expect(afterwards == .failure(.unauthorized(nil)))
    #expect(tokenServer.server.requestCount(path: "/items") == 10)
  }

  // MARK: - When a refresh fails

  /// The app's wiring: the refresher's token changes are written through to a secure store
  /// (a real file), which holds the session's tokens at the start.
  @Test(arguments: refreshFailures)
  func aFailedRefreshSignsOutOnlyWhenTheServerRejectsTheCredentials(_ failure: RefreshFailure) async throws {
    let refusing = try RefusingPort()
    let server = try await TestHTTPServer.start { request in
      request.path == "/auth/refresh" ? try await failure.respond(request) : statusResponse(401)
    }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("keel-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = FileSecureStore(fileURL: directory.appendingPathComponent("secure-store.json"))
    let stored = AuthTokens(accessToken: runtimeSecret("access"), refreshToken: runtimeSecret("refresh"))
    try store.setData(JSONEncoder().encode(stored), forKey: "session")
    // A short session timeout only where the timeout is what the case is about: elsewhere, one
    // second would let a loaded machine turn the server's slow answer into a timeout.
    let refreshClient = makeClient(
      baseURL: failure.unreachable ? refusing.baseURL : server.baseURL,
      requestTimeout: failure.reported == "timedOut" ? .seconds(1) : .seconds(600))
    let refresher = TokenRefresher(
      tokens: stored,
      onTokensChange: { tokens in
        if let tokens, let data = try? JSONEncoder().encode(tokens) {
          try? store.setData(data, forKey: "session")
        } else {
          try? store.removeData(forKey: "session")
        }
      },
      refresh: { refreshToken throws(APIError) in
        let endpoint = try APIEndpoint(path: "auth/refresh", method: .post).withJSONBody(["refreshToken": refreshToken])
        return try await refreshClient.request(endpoint, as: AuthTokens.self).get()
      })
    let client = makeClient(baseURL: server.baseURL, tokenRefresher: refresher)
    let result = await client.requestWithResult(endpoint: APIEndpoint(path: "items", auth: .bearer))
    await server.stop()

    let left = try store.data(forKey: "session").map { try JSONDecoder().decode(AuthTokens.self, from: $0) }
    #expect(result.failure?.kind == failure.reported, "\(result)")
    if failure.signsOut {
      #expect(left == nil)
      #expect(await refresher.currentTokens == nil)
      guard case .signedOut(.refreshFailed) = refresher.state.value else {
        Issue.record("expected signed out, got \(refresher.state.value)")
        return
      }
      // The request reports its own 401, not the refresh endpoint's answer.
      #expect(result.failure?.response?.url?.path == "/items")
    } else {
      #expect(left == stored)
      #expect(await refresher.currentTokens == stored)
      #expect(refresher.state.value == .signedIn)
    }
  }

  // MARK: - Cancellation

  /// "At once" is shown by order, not by a stopwatch: the refresh is held open until the test
  /// releases it, and the cancelled caller returns `.cancelled` while it is still held (a caller
  /// that waited for the refresh could not return before the release).
  @Test func aCallerCancelledWhileWaitingForTheRefreshReturnsAtOnceAndTheRefreshGoesOn() async throws {
    let fresh = runtimeSecret("fresh")
    let refreshToken = runtimeSecret("refresh")
    let refreshHeld = Gate()
    let server = try await TestHTTPServer.start { request in
      switch request.path {
      case "/auth/refresh":
        try await refreshHeld.pass()
        return jsonResponse(.ok, #"{"accessToken":"\#(fresh)","refreshToken":"\#(refreshToken)"}"#)
      default:
        return request.headers[.authorization] == "Bearer " + fresh ? jsonResponse(.ok, "[]") : statusResponse(401)
      }
    }
    let refreshClient = makeClient(baseURL: server.baseURL)
    let stale = AuthTokens(accessToken: runtimeSecret("stale"), refreshToken: refreshToken)
    let refresher = TokenRefresher(tokens: stale) { value throws(APIError) in
      let endpoint = try APIEndpoint(path: "auth/refresh", method: .post).withJSONBody(["refreshToken": value])
      return try await refreshClient.request(endpoint, as: AuthTokens.self).get()
    }
    let client = makeClient(baseURL: server.baseURL, tokenRefresher: refresher)
    let items = APIEndpoint(path: "items", auth: .bearer)

    let first = Task { await client.request(items, as: [Item].self) }
    // A failed wait must not leave either request waiting on the refresh, nor the refresh held.
    defer {
      first.cancel()
      refreshHeld.open()
    }
    try await waitForCondition(timeout: .seconds(60)) { server.requestCount(path: "/auth/refresh") == 1 }
    let second = Task { await client.request(items, as: [Item].self) }
    defer { second.cancel() }
    // The second request is rejected too and joins the refresh that is under way.
    try await waitForCondition(timeout: .seconds(60)) { server.requestCount(path: "/items") == 2 }
    try await Task.sleep(for: .milliseconds(200))
    second.cancel()
    let cancelled = await second.value
    let tokensWhileHeld = await refresher.currentTokens
    refreshHeld.open()
    let firstResult = await first.value
    await server.stop()

    #expect(cancelled == .failure(.cancelled))
    // Still the stale tokens: the cancelled caller returned before the refresh ended.
    #expect(tokensWhileHeld == stale)
    #expect(try firstResult.get() == [])
    #expect(await refresher.refreshCount == 1)
    #expect(await refresher.currentTokens?.accessToken == fresh)
    #expect(refresher.state.value == .signedIn)
  }

  // MARK: - The actor on its own

  @Test func anExpiredTokenIsRefreshedBeforeItIsUsed() async throws {
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    let calls = Locked(0)
    let fresh = runtimeSecret("fresh")
    let refresher = TokenRefresher(
      tokens: AuthTokens(
        accessToken: runtimeSecret("old"), refreshToken: runtimeSecret("r"), expiresAt: now.addingTimeInterval(10)),
      expiryMargin: 30, now: { now }
    ) { _ throws(APIError) in
      calls.withLock { $0 += 1 }
      return AuthTokens(accessToken: fresh, refreshToken: runtimeSecret("r"), expiresAt: now.addingTimeInterval(3600))
    }
    let first = try await refresher.validAccessToken()
    let second = try await refresher.validAccessToken()

    #expect(first == fresh)
    #expect(second == fresh)
    #expect(calls.withLock { $0 } == 1)
  }

  @Test func aTokenAlreadyReplacedIsNotRefreshedAgain() async throws {
    let calls = Locked(0)
    let stale = runtimeSecret("stale")
    let refresher = TokenRefresher(tokens: AuthTokens(accessToken: stale, refreshToken: runtimeSecret("r"))) {
      _ throws(APIError) in
      let count = calls.withLock { count in
        count += 1
        return count
      }
      let issued = "generation-\(count)"
      return AuthTokens(accessToken: issued, refreshToken: runtimeSecret("r"))
    }
    let first = try await refresher.refresh(rejecting: stale)
    let late = try await refresher.refresh(rejecting: stale)

    #expect(first == "generation-1")
    #expect(late == "generation-1")
    #expect(calls.withLock { $0 } == 1)
  }

  @Test func signedOutHasNoTokenAndSignInRestoresOne() async throws {
    let refresher = TokenRefresher(tokens: nil) { _ throws(APIError) in
      Issue.record("no refresh expected")
      throw .unauthorized(nil)
    }
    #expect(refresher.state.value == .signedOut(.notSignedIn))
    await #expect(throws: APIError.unauthorized(nil)) { try await refresher.validAccessToken() }

    let access = runtimeSecret("access")
    await refresher.signIn(with: AuthTokens(accessToken: access, refreshToken: runtimeSecret("r")))
    #expect(try await refresher.validAccessToken() == access)
    #expect(refresher.state.value == .signedIn)

    await refresher.signOut()
    #expect(refresher.state.value == .signedOut(.requested))
    #expect(await refresher.currentTokens == nil)
  }
}

// MARK: - The refresh outcomes of the table

extension TokenRefresherTests {
  /// What the refresh endpoint does, whether that signs the person out, and the error the
  /// request that needed the refresh reports.
  struct RefreshFailure: Sendable, CustomTestStringConvertible {
    let name: String
    let signsOut: Bool
    let reported: String
    /// The refresh goes to a port that refuses connections instead of the server.
    var unreachable = false
    let respond: @Sendable (HTTPRequest) async throws -> HTTPResponse

    var testDescription: String { name }
  }

  static let refreshFailures: [RefreshFailure] = [
    RefreshFailure(name: "401", signsOut: true, reported: "unauthorized") { _ in statusResponse(401) },
    RefreshFailure(name: "403", signsOut: true, reported: "unauthorized") { _ in statusResponse(403) },
    RefreshFailure(name: "400 invalid_grant", signsOut: true, reported: "unauthorized") { _ in
      jsonResponse(.badRequest, #"{"error":"invalid_grant","error_description":"expired"}"#)
    },
    RefreshFailure(name: "400 invalid_request", signsOut: false, reported: "badRequest") { _ in
      jsonResponse(.badRequest, #"{"error":"invalid_request"}"#)
    },
    RefreshFailure(name: "400 without a body", signsOut: false, reported: "badRequest") { _ in statusResponse(400) },
    RefreshFailure(name: "404", signsOut: false, reported: "notFound") { _ in statusResponse(404) },
    RefreshFailure(name: "408", signsOut: false, reported: "clientError") { _ in statusResponse(408) },
    RefreshFailure(name: "429", signsOut: false, reported: "rateLimited") { _ in
      statusResponse(429, headers: ["Retry-After": "120"])
    },
    RefreshFailure(name: "500", signsOut: false, reported: "server") { _ in statusResponse(500) },
    RefreshFailure(name: "503", signsOut: false, reported: "server") { _ in statusResponse(503) },
    RefreshFailure(name: "too many redirects", signsOut: false, reported: "tooManyRedirects") { _ in
      statusResponse(302, headers: ["Location": "/auth/refresh"])
    },
    RefreshFailure(name: "captive portal: 200 with HTML", signsOut: false, reported: "decoding") { _ in
      HTTPResponse(
        statusCode: .ok, headers: [.contentType: "text/html"],
        body: Data("<html><body>Accept the terms to use the Wi-Fi</body></html>".utf8))
    },
    RefreshFailure(name: "timeout", signsOut: false, reported: "timedOut") { _ in
      try await holdUntilTheServerStops()
    },
    RefreshFailure(name: "no network", signsOut: false, reported: "transport", unreachable: true) { _ in
      statusResponse(200)
    },
  ]
}
