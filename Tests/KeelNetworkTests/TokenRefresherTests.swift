import FlyingFox
import Foundation
import KeelNetwork
import KeelTesting
import Synchronization
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Token refresh against a real server that issues and checks bearer tokens.
@Suite struct TokenRefresherTests {
  /// A server with one valid access token at a time; `/auth/refresh` replaces it.
  final class TokenServer: Sendable {
    let validAccess = Mutex(runtimeSecret("access"))
    let expectedRefresh = runtimeSecret("refresh")
    let refreshStatus: Int
    let itemsAlwaysReject: Bool
    /// Rejected requests are answered only once this many have arrived, so they are rejected
    /// together however slowly the machine schedules the client's tasks.
    let rejectTogether: Int
    let rejectedArrivals = Mutex(0)
    /// Set when rejected requests had to be answered before all of them arrived.
    let rejectedApart = Mutex(false)
    let server: TestHTTPServer

    init(refreshStatus: Int = 200, itemsAlwaysReject: Bool = false, rejectTogether: Int = 10) async throws {
      self.refreshStatus = refreshStatus
      self.itemsAlwaysReject = itemsAlwaysReject
      self.rejectTogether = rejectTogether
      let box = Mutex<TokenServer?>(nil)
      server = try await TestHTTPServer.start { request in
        guard let self = box.withLock({ $0 }) else { return statusResponse(500) }
        return try await self.handle(request)
      }
      box.withLock { $0 = self }
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
        let clock = ContinuousClock()
        let giveUp = clock.now.advanced(by: .seconds(5))
        while rejectedArrivals.withLock({ $0 }) < rejectTogether, clock.now < giveUp {
          try await Task.sleep(for: .milliseconds(2))
        }
        if rejectedArrivals.withLock({ $0 }) < rejectTogether { rejectedApart.withLock { $0 = true } }
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
    #expect(tokenServer.rejectedApart.withLock { $0 } == false)
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
    let changes = Mutex<[AuthTokens?]>([])
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

  @Test func aRefreshThatCannotReachTheServerKeepsTheSession() async throws {
    let tokenServer = try await TokenServer(refreshStatus: 503, rejectTogether: 1)
    let refresher = tokenServer.refresher()
    let client = Self.client(for: tokenServer, refresher: refresher)
    let result = await client.requestWithResult(endpoint: APIEndpoint(path: "items", auth: .bearer))
    await tokenServer.server.stop()

    #expect(result.failure?.kind == "server")
    #expect(result.failureStatus == 503)
    #expect(await refresher.isSignedIn)
    #expect(refresher.state.value == .signedIn)
  }

  // MARK: - The actor on its own

  @Test func anExpiredTokenIsRefreshedBeforeItIsUsed() async throws {
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    let calls = Mutex(0)
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
    let calls = Mutex(0)
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
