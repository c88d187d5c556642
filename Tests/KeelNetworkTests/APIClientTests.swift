import FlyingFox
import Foundation
import KeelCore
import KeelNetwork
import KeelTestServer
import KeelTesting
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The client against real HTTP on 127.0.0.1: every outcome in the failure matrix maps to its
/// typed result, retries are counted by the server, and cancellation and limits hold.
@Suite struct APIClientTests {
  // MARK: - Success

  @Test(arguments: [200, 201])
  func successReturnsTheBodyAndDecodes(status: Int) async throws {
    let server = try await TestHTTPServer.start { _ in
      jsonResponse(HTTPStatusCode(status, phrase: "OK"), #"{"id":"a1","name":"Anchor"}"#)
    }
    let client = makeClient(baseURL: server.baseURL)
    let data = await client.request(endpoint: APIEndpoint(path: "items/a1"))
    let item = await client.request(APIEndpoint(path: "/items/a1"), as: Item.self)
    await server.stop()

    #expect(data.map { String(decoding: $0, as: UTF8.self) } == #"{"id":"a1","name":"Anchor"}"#)
    #expect(try item.get() == Item(id: "a1", name: "Anchor"))
    #expect(server.requests.map(\.path) == ["/items/a1", "/items/a1"])
    #expect(server.requests.first?.headers["User-Agent"] == "KeelTests/1.0")
  }

  @Test func noContentIsSuccessWithAnEmptyBodyButNotDecodable() async throws {
    let server = try await TestHTTPServer.start { _ in HTTPResponse(statusCode: .noContent) }
    let client = makeClient(baseURL: server.baseURL)
    let result = await client.requestWithResult(endpoint: APIEndpoint(path: "items/a1", method: .delete))
    let decoded = await client.request(APIEndpoint(path: "items/a1", method: .delete), as: Item.self)
    await server.stop()

    #expect(try result.get() == Data())
    guard case .failure(.decoding(let type, let reason, let response)) = decoded else {
      Issue.record("expected a decoding failure, got \(decoded)")
      return
    }
    #expect(type == "Item")
    #expect(reason.contains("empty"))
    #expect(response.statusCode == 204)
  }

  @Test func queryHeadersAndJSONBodyReachTheServer() async throws {
    let server = try await TestHTTPServer.start { _ in jsonResponse(.created, #"{"id":"n1","name":"New"}"#) }
    let client = makeClient(baseURL: server.baseURL.appendingPathComponent("api"))
    let endpoint = try APIEndpoint(
      path: "items", method: .post, queryItems: [URLQueryItem(name: "version", value: "2")],
      headers: ["X-Request-ID": "r-1"]
    ).withJSONBody(Item(id: "n1", name: "New"))
    let created = await client.request(endpoint, as: Item.self)
    await server.stop()

    #expect(try created.get().id == "n1")
    let recorded = try #require(server.requests.first)
    #expect(recorded.method == "POST")
    #expect(recorded.path == "/api/items")
    #expect(recorded.query["version"] == "2")
    #expect(recorded.header("x-request-id") == "r-1")
    #expect(recorded.headers["Content-Type"] == "application/json")
    #expect(try JSONDecoder().decode(Item.self, from: recorded.body) == Item(id: "n1", name: "New"))
  }

  @Test func credentialsAndAppAdaptersReachTheServer() async throws {
    let server = try await TestHTTPServer.start { _ in HTTPResponse(statusCode: .ok) }
    let basic = BasicCredentials(username: "admin", password: runtimeSecret("pw"))
    let client = APIClient(
      configuration: APIConfiguration(
        baseURL: server.baseURL, userAgent: "Template/2 (iPhone)", credentials: APICredentials(basic: basic)),
      adapters: [HeadersAdapter(["X-App-Version": "2.0"])], logger: NetworkLogger.disabled)
    _ = await client.request(endpoint: APIEndpoint(path: "objects", auth: .basic))
    _ = await client.request(endpoint: APIEndpoint(path: "health"))
    await server.stop()

    let objects = try #require(server.requests.first)
    #expect(objects.header("authorization") == basic.authorizationHeaderValue)
    #expect(objects.header("user-agent") == "Template/2 (iPhone)")
    #expect(objects.header("x-app-version") == "2.0")
    #expect(server.requests.last?.header("authorization") == nil)
  }

  // MARK: - Failure matrix

  @Test(arguments: [
    (400, "badRequest"), (401, "unauthorized"), (403, "forbidden"), (404, "notFound"), (409, "clientError"),
    (500, "server"), (503, "server"),
  ])
  func errorStatusesAreClassifiedKeepingStatusAndBody(status: Int, kind: String) async throws {
    let server = try await TestHTTPServer.start { _ in
      jsonResponse(HTTPStatusCode(status, phrase: "Failure"), #"{"error":"code-\#(status)"}"#)
    }
    let client = makeClient(baseURL: server.baseURL)
    let result = await client.requestWithResult(endpoint: APIEndpoint(path: "items"))
    await server.stop()

    guard case .failure(let error) = result else {
      Issue.record("expected a failure for \(status), got \(result)")
      return
    }
    #expect(error.kind == kind)
    #expect(error.statusCode == status)
    #expect(error.body.map { String(decoding: $0, as: UTF8.self) } == #"{"error":"code-\#(status)"}"#)
  }

  /// A 401 that challenges (`WWW-Authenticate`) must come back as the 401: FoundationNetworking
  /// on Linux never completes such a task unless the session delegate answers the challenge.
  @Test(arguments: [#"Basic realm="api""#, #"Bearer realm="api", error="invalid_token""#])
  func challengingUnauthorizedIsReturnedNotTimedOut(challenge: String) async throws {
    let server = try await TestHTTPServer.start { _ in
      statusResponse(401, headers: ["WWW-Authenticate": challenge])
    }
    // A limit on a clock that stands still: only the 401 itself (or the session's timeout, a
    // failure) can end the call.
    let client = makeClient(baseURL: server.baseURL, timeLimit: .seconds(5), clock: APIClock(TestClock()))
    let result = await client.requestWithResult(endpoint: APIEndpoint(path: "items"))
    await server.stop()

    guard case .failure(let error) = result else {
      Issue.record("expected unauthorized, got \(result)")
      return
    }
    #expect(error.kind == "unauthorized")
    #expect(server.requestCount(path: "/items") == 1)
  }

  @Test func rateLimitedCarriesRetryAfter() async throws {
    let server = try await TestHTTPServer.start { _ in statusResponse(429, headers: ["Retry-After": "7"]) }
    let client = makeClient(baseURL: server.baseURL)
    let result = await client.requestWithResult(endpoint: APIEndpoint(path: "items"))
    await server.stop()

    guard case .failure(.rateLimited(let retryAfter, let response)) = result else {
      Issue.record("expected rateLimited, got \(result)")
      return
    }
    #expect(retryAfter == .seconds(7))
    #expect(response.statusCode == 429)
  }

  @Test func invalidJSONIsADecodingFailureNamingTheProblem() async throws {
    let server = try await TestHTTPServer.start { _ in jsonResponse(.ok, #"{"id":"a1","name":"#) }
    let client = makeClient(baseURL: server.baseURL)
    let result = await client.request(APIEndpoint(path: "items/a1"), as: Item.self)
    await server.stop()

    guard case .failure(.decoding(_, let reason, let response)) = result else {
      Issue.record("expected decoding, got \(result)")
      return
    }
    #expect(reason.contains("invalid JSON"))
    #expect(response.statusCode == 200)
  }

  @Test func wrongShapeNamesTheMissingKey() async throws {
    let server = try await TestHTTPServer.start { _ in jsonResponse(.ok, #"{"id":"a1"}"#) }
    let client = makeClient(baseURL: server.baseURL)
    let result = await client.request(APIEndpoint(path: "items/a1"), as: Item.self)
    await server.stop()

    guard case .failure(.decoding(_, let reason, _)) = result else {
      Issue.record("expected decoding, got \(result)")
      return
    }
    #expect(reason.contains("missing key 'name'"))
  }

  @Test func emptyBodyWhereJSONIsExpected() async throws {
    let server = try await TestHTTPServer.start { _ in HTTPResponse(statusCode: .ok) }
    let client = makeClient(baseURL: server.baseURL)
    let result = await client.request(APIEndpoint(path: "items/a1"), as: Item.self)
    await server.stop()

    guard case .failure(.decoding(_, let reason, _)) = result else {
      Issue.record("expected decoding, got \(result)")
      return
    }
    #expect(reason == "the response body is empty")
  }

  @Test func htmlErrorPageKeepsItsBodyAndHTMLWithStatus200FailsDecoding() async throws {
    let html = "<html><body><h1>502 Bad Gateway</h1></body></html>"
    let server = try await TestHTTPServer.start { request in
      let status = request.path == "/gateway" ? 502 : 200
      return statusResponse(status, headers: ["Content-Type": "text/html"], body: html)
    }
    let client = makeClient(baseURL: server.baseURL)
    let gateway = await client.request(APIEndpoint(path: "gateway"), as: Item.self)
    let portal = await client.request(APIEndpoint(path: "portal"), as: Item.self)
    await server.stop()

    guard case .failure(.server(let response)) = gateway else {
      Issue.record("expected server, got \(gateway)")
      return
    }
    #expect(response.statusCode == 502)
    #expect(response.text == html)
    guard case .failure(.decoding(_, let reason, _)) = portal else {
      Issue.record("expected decoding, got \(portal)")
      return
    }
    #expect(reason.contains("not JSON"))
    #expect(reason.contains("text/html"))
  }

  @Test func bodyOverTheLimitByContentLength() async throws {
    let server = try await TestHTTPServer.start { _ in
      HTTPResponse(statusCode: .ok, body: Data(repeating: UInt8(ascii: "a"), count: 64 * 1024))
    }
    let client = makeClient(baseURL: server.baseURL, maximumResponseSize: 16 * 1024)
    let result = await client.requestWithResult(endpoint: APIEndpoint(path: "big"))
    let fits = await makeClient(baseURL: server.baseURL, maximumResponseSize: 64 * 1024)
      .requestWithResult(endpoint: APIEndpoint(path: "big"))
    await server.stop()

    #expect(result == .failure(.responseTooLarge(limit: 16 * 1024)))
    #expect(try fits.get().count == 64 * 1024)
  }

  @Test func headIsNotRejectedForTheSizeItAnnounces() async throws {
    let server = try RawSocketServer.start(script: [
      .send(Data("HTTP/1.1 200 OK\r\nContent-Length: 65536\r\n\r\n".utf8)), .close,
    ])
    defer { server.stop() }
    let client = makeClient(baseURL: server.baseURL, maximumResponseSize: 1024)
    let result = await client.response(for: APIEndpoint(path: "big", method: .head))

    #expect(try result.get().header("content-length") == "65536")
  }

  @Test func bodyOverTheLimitWithoutContentLengthStopsReading() async throws {
    // Paced, so the test shows the client hanging up rather than racing the loopback.
    let total = 8 * 1024 * 1024
    let server = try RawSocketServer.start(script: [
      .send(Data("HTTP/1.1 200 OK\r\nContent-Type: application/octet-stream\r\nConnection: close\r\n\r\n".utf8)),
      .sendFiller(count: total, chunkSize: 8 * 1024, pause: .milliseconds(2)), .close,
    ])
    defer { server.stop() }
    let client = makeClient(baseURL: server.baseURL, maximumResponseSize: 32 * 1024)
    let result = await client.requestWithResult(endpoint: APIEndpoint(path: "stream"))

    #expect(result == .failure(.responseTooLarge(limit: 32 * 1024)))
    try await waitForCondition { server.connections.count == 1 }
    let connection = try #require(server.connections.first)
    #expect(connection.clientHungUp)
    #expect(connection.bytesSent < total)
  }

  /// URLSession's own timeout (real time, so it is not on the client's clock) ends an attempt the
  /// server never answers. The server holds the request until it stops, so `.timedOut` can only
  /// come from the client's side; how soon is a speed, left to a loaded machine.
  @Test func timeout() async throws {
    let server = try await TestHTTPServer.start { _ in try await holdUntilTheServerStops() }
    let client = makeClient(baseURL: server.baseURL, requestTimeout: .milliseconds(300))
    let result = await client.requestWithResult(endpoint: APIEndpoint(path: "slow"))
    await server.stop()

    #expect(result == .failure(.timedOut))
  }

  /// FoundationNetworking turned a timeout under a second into 0 ms: every request failed
  /// `.timedOut` before it was sent. The server answers from its own threads (not the Swift
  /// concurrency pool, which the run's CPU-bound suites can hold for seconds), a moment after
  /// the request arrives.
  @Test func aSubSecondTimeoutStillWaitsForTheAnswer() async throws {
    let server = try RawSocketServer.start(script: [
      .pause(.milliseconds(100)),
      .send(Data("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n[]".utf8)),
      .close,
    ])
    defer { server.stop() }
    let client = makeClient(baseURL: server.baseURL, requestTimeout: .milliseconds(500))
    let result = await client.requestWithResult(endpoint: APIEndpoint(path: "items"))

    #expect(result == .success(Data("[]".utf8)))
    try await waitForCondition { server.connections.count == 1 }
    #expect(server.connections.first?.requestLine == "GET /items HTTP/1.1")
  }

  @Test func connectionRefused() async throws {
    let refusing = try RefusingPort()
    let client = makeClient(baseURL: refusing.baseURL)
    let result = await client.requestWithResult(endpoint: APIEndpoint(path: "items"))
    withExtendedLifetime(refusing) {}

    #expect(result == .failure(.transport(.cannotConnectToHost)))
  }

  @Test func connectionDroppedMidBody() async throws {
    let server = try RawSocketServer.start(script: [
      .send(Data("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n".utf8)),
      .send(Data(#"{"id":"a1","na"#.utf8)), .pause(.milliseconds(50)), .close,
    ])
    defer { server.stop() }
    let client = makeClient(baseURL: server.baseURL)
    let result = await client.request(APIEndpoint(path: "items/a1"), as: Item.self)

    guard case .failure(.transport(let code)) = result else {
      Issue.record("expected a transport failure, got \(result)")
      return
    }
    #expect(code == .networkConnectionLost)
  }

  @Test func malformedResponseIsInvalid() async throws {
    let server = try RawSocketServer.start(script: [.send(Data("this is not HTTP\r\n\r\n".utf8)), .close])
    defer { server.stop() }
    let client = makeClient(baseURL: server.baseURL)
    let result = await client.requestWithResult(endpoint: APIEndpoint(path: "items"))

    guard case .failure(let error) = result else {
      Issue.record("expected a failure, got \(result)")
      return
    }
    #expect(error.kind == "invalidResponse", "\(error)")
  }

  @Test func redirectIsFollowed() async throws {
    let server = try await TestHTTPServer.start { request in
      request.path == "/old" ? statusResponse(302, headers: ["Location": "/new"]) : jsonResponse(.ok, "[]")
    }
    let client = makeClient(baseURL: server.baseURL)
    let result = await client.response(for: APIEndpoint(path: "old"), timeLimit: nil)
    await server.stop()

    let response = try result.get()
    #expect(response.statusCode == 200)
    #expect(response.url?.path == "/new")
    #expect(server.requests.map(\.path) == ["/old", "/new"])
  }

  @Test func redirectLoopStops() async throws {
    let server = try await TestHTTPServer.start { request in
      statusResponse(302, headers: ["Location": request.path == "/a" ? "/b" : "/a"])
    }
    let client = APIClient(
      configuration: APIConfiguration(baseURL: server.baseURL, maximumRedirects: 5), logger: NetworkLogger.disabled)
    let result = await client.requestWithResult(endpoint: APIEndpoint(path: "a"))
    await server.stop()

    #expect(result == .failure(.tooManyRedirects(limit: 5)))
    #expect(server.requests.count == 6)
  }

  /// The server never answers, and the session's timeout is far off: only the cancellation can
  /// end the call, so `.cancelled` shows that it did (how soon is a speed, not asserted here).
  @Test func cancellationIsReportedAsCancelled() async throws {
    let server = try await TestHTTPServer.start { _ in try await holdUntilTheServerStops() }
    let client = makeClient(baseURL: server.baseURL, requestTimeout: .seconds(600))
    let task = Task { await client.requestWithResult(endpoint: APIEndpoint(path: "slow")) }
    defer { task.cancel() }
    try await waitForCondition { !server.requests.isEmpty }
    task.cancel()
    let result = await task.value
    await server.stop()

    #expect(result == .failure(.cancelled))
  }

  @Test func cancelledBeforeStartingSendsNothing() async throws {
    let server = try await TestHTTPServer.start { _ in HTTPResponse(statusCode: .ok) }
    let client = makeClient(baseURL: server.baseURL)
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return await client.requestWithResult(endpoint: APIEndpoint(path: "items"))
    }
    let result = await task.value
    await server.stop()

    #expect(result == .failure(.cancelled))
    #expect(server.requests.isEmpty)
  }

  @Test func missingBasicCredentialsFailsBeforeSending() async throws {
    let server = try await TestHTTPServer.start { _ in HTTPResponse(statusCode: .ok) }
    let client = makeClient(baseURL: server.baseURL)
    let result = await client.requestWithResult(endpoint: APIEndpoint(path: "objects", auth: .basic))
    await server.stop()

    #expect(result == .failure(.missingCredentials(.basic)))
    #expect(server.requests.isEmpty)
  }

  @Test func theClientAndItsSessionAreReleased() async throws {
    let server = try await TestHTTPServer.start { _ in HTTPResponse(statusCode: .ok) }
    let tracker = LeakTracker()
    do {
      let client = makeClient(baseURL: server.baseURL)
      tracker.track(client, label: "APIClient")
      _ = await client.request(endpoint: APIEndpoint(path: "items"))
    }
    await server.stop()
    try await assertNoLeaks(tracker)
  }

  // MARK: - Retries

  @Test func getOn503IsRetriedToTheCapWithGrowingDelays() async throws {
    let server = try await TestHTTPServer.start { _ in statusResponse(503) }
    let sleeper = RecordingSleeper()
    let client = makeClient(baseURL: server.baseURL, retryPolicy: exactRetries(4), clock: sleeper.clock)
    let result = await client.requestWithResult(endpoint: APIEndpoint(path: "items"))
    await server.stop()

    #expect(result.failureStatus == 503)
    #expect(server.requestCount(path: "/items") == 4)
    #expect(sleeper.sleeps == [.milliseconds(100), .milliseconds(200), .milliseconds(400)])
  }

  @Test func retriedRequestSucceedsOnceTheServerRecovers() async throws {
    let failuresLeft = Locked(2)
    let server = try await TestHTTPServer.start { _ in
      let fail = failuresLeft.withLock { count in
        defer { count -= 1 }
        return count > 0
      }
      return fail ? statusResponse(502) : jsonResponse(.ok, #"{"id":"a1","name":"Anchor"}"#)
    }
    let sleeper = RecordingSleeper()
    let client = makeClient(baseURL: server.baseURL, retryPolicy: exactRetries(5), clock: sleeper.clock)
    let result = await client.request(APIEndpoint(path: "items/a1"), as: Item.self)
    await server.stop()

    #expect(try result.get().id == "a1")
    #expect(server.requestCount(path: "/items/a1") == 3)
    #expect(sleeper.sleeps.count == 2)
  }

  @Test func postIsNeverRetriedUnlessMarkedIdempotent() async throws {
    let server = try await TestHTTPServer.start { _ in statusResponse(503) }
    let sleeper = RecordingSleeper()
    let client = makeClient(baseURL: server.baseURL, retryPolicy: exactRetries(4), clock: sleeper.clock)
    let plain = await client.requestWithResult(endpoint: APIEndpoint(path: "events", method: .post))
    let marked = await client.requestWithResult(
      endpoint: APIEndpoint(path: "orders", method: .post, idempotent: true))
    let patch = await client.requestWithResult(endpoint: APIEndpoint(path: "profile", method: .patch))
    await server.stop()

    #expect(plain.failureStatus == 503)
    #expect(marked.failureStatus == 503)
    #expect(patch.failureStatus == 503)
    #expect(server.requestCount(path: "/events") == 1)
    #expect(server.requestCount(path: "/profile") == 1)
    #expect(server.requestCount(path: "/orders") == 4)
  }

  @Test(arguments: [KeelNetwork.HTTPMethod.head, .put, .delete])
  func otherIdempotentMethodsAreRetried(method: KeelNetwork.HTTPMethod) async throws {
    let server = try await TestHTTPServer.start { _ in statusResponse(500) }
    let sleeper = RecordingSleeper()
    let client = makeClient(baseURL: server.baseURL, retryPolicy: exactRetries(3), clock: sleeper.clock)
    _ = await client.requestWithResult(endpoint: APIEndpoint(path: "thing", method: method))
    await server.stop()

    #expect(server.requestCount(path: "/thing") == 3)
  }

  @Test(arguments: [400, 401, 403, 404, 409])
  func clientErrorsAreNotRetried(status: Int) async throws {
    let server = try await TestHTTPServer.start { _ in statusResponse(status) }
    let sleeper = RecordingSleeper()
    let client = makeClient(baseURL: server.baseURL, retryPolicy: exactRetries(4), clock: sleeper.clock)
    _ = await client.requestWithResult(endpoint: APIEndpoint(path: "items"))
    await server.stop()

    #expect(server.requestCount(path: "/items") == 1)
    #expect(sleeper.sleeps.isEmpty)
  }

  @Test func retryAfterSecondsIsHonoured() async throws {
    let server = try await TestHTTPServer.start { _ in statusResponse(429, headers: ["Retry-After": "3"]) }
    let sleeper = RecordingSleeper()
    let client = makeClient(baseURL: server.baseURL, retryPolicy: exactRetries(3), clock: sleeper.clock)
    let result = await client.requestWithResult(endpoint: APIEndpoint(path: "items"))
    await server.stop()

    #expect(result.failureStatus == 429)
    #expect(sleeper.sleeps == [.seconds(3), .seconds(3)])
    #expect(server.requestCount(path: "/items") == 3)
  }

  @Test func retryAfterHTTPDateIsHonoured() async throws {
    let fixedNow = Date(timeIntervalSince1970: 1_800_000_000)
    let server = try await TestHTTPServer.start { _ in
      statusResponse(503, headers: ["Retry-After": RetryAfter.httpDateString(fixedNow.addingTimeInterval(12))])
    }
    let sleeper = RecordingSleeper()
    var clock = sleeper.clock
    clock.date = { fixedNow }
    let client = makeClient(baseURL: server.baseURL, retryPolicy: exactRetries(2), clock: clock)
    _ = await client.requestWithResult(endpoint: APIEndpoint(path: "items"))
    await server.stop()

    #expect(sleeper.sleeps == [.seconds(12)])
    #expect(server.requestCount(path: "/items") == 2)
  }

  @Test func retryAfterBeyondTheCapEndsRetrying() async throws {
    let server = try await TestHTTPServer.start { _ in statusResponse(503, headers: ["Retry-After": "3600"]) }
    let sleeper = RecordingSleeper()
    let client = makeClient(baseURL: server.baseURL, retryPolicy: exactRetries(3), clock: sleeper.clock)
    let result = await client.requestWithResult(endpoint: APIEndpoint(path: "items"))
    await server.stop()

    #expect(result.failureStatus == 503)
    #expect(sleeper.sleeps.isEmpty)
    #expect(server.requestCount(path: "/items") == 1)
  }

  // The time-limit tests run on a test clock that moves only when the test advances it: the
  // limit is the client's clock's, so how fast the machine answers cannot decide them. Each has
  // a time limit of its own, so that a client that waits on the clock where it should not fails
  // the test instead of hanging the run.

  @Test(.timeLimit(.minutes(1))) func retriesNeverOutliveTheTimeLimit() async throws {
    let server = try await TestHTTPServer.start { _ in statusResponse(503) }
    let clock = TestClock()
    let client = makeClient(
      baseURL: server.baseURL, retryPolicy: exactRetries(10, initialDelay: .milliseconds(400)),
      clock: APIClock(clock))
    async let result = client.response(for: APIEndpoint(path: "items"), timeLimit: .seconds(1))
    // The first 503 is followed by a wait of 0.4 s, within the limit.
    try await clock.waitForSleeper(until: TestClock.Instant(offset: .milliseconds(400)))
    clock.advance(by: .milliseconds(400))
    // After the second, 0.8 s would end at 1.2 s, past the 1 s limit: no wait, no third attempt.
    let outcome = await result
    await server.stop()

    #expect(outcome.failureStatus == 503)
    #expect(server.requestCount(path: "/items") == 2)
    #expect(clock.sleeperCount == 0)
  }

  @Test(.timeLimit(.minutes(1))) func retryAfterPastTheTimeLimitIsNotWaitedFor() async throws {
    let server = try await TestHTTPServer.start { _ in statusResponse(503, headers: ["Retry-After": "5"]) }
    let clock = TestClock()
    let client = makeClient(
      baseURL: server.baseURL, retryPolicy: exactRetries(3), timeLimit: .seconds(2), clock: APIClock(clock))
    // The clock is never advanced: a client that waited for the Retry-After would never return.
    let result = await client.requestWithResult(endpoint: APIEndpoint(path: "items"))
    await server.stop()

    #expect(result.failureStatus == 503)
    #expect(server.requestCount(path: "/items") == 1)
    #expect(clock.sleeperCount == 0)
  }

  /// The time limit is kept on the client's clock, not on real time: an answer that takes longer
  /// in real time than the limit, while the client's clock stands still, is received (a limit
  /// timed on real time cut it off, and a loaded machine cut off answers that were in time).
  @Test(.timeLimit(.minutes(1))) func theTimeLimitRunsOnTheClientsClock() async throws {
    let server = try await TestHTTPServer.start { _ in
      try await Task.sleep(for: .milliseconds(600))
      return jsonResponse(.ok, "[]")
    }
    let clock = TestClock()
    let client = makeClient(baseURL: server.baseURL, timeLimit: .milliseconds(200), clock: APIClock(clock))
    let result = await client.requestWithResult(endpoint: APIEndpoint(path: "items"))
    await server.stop()

    #expect(result == .success(Data("[]".utf8)))
    #expect(clock.sleeperCount == 0)
  }

  /// The server holds the request; once the client's clock reaches the limit the call ends
  /// `.timedOut`, without another attempt (the limit is spent). Not a moment before: just short
  /// of the limit, the attempt is still waiting.
  @Test(.timeLimit(.minutes(1))) func aSlowServerIsCutOffAtTheTimeLimit() async throws {
    let server = try await TestHTTPServer.start { _ in try await holdUntilTheServerStops() }
    let clock = TestClock()
    let client = makeClient(
      baseURL: server.baseURL, retryPolicy: exactRetries(3), requestTimeout: .seconds(600), clock: APIClock(clock))
    async let result = client.response(for: APIEndpoint(path: "slow"), timeLimit: .seconds(30))
    try await waitForCondition { server.requestCount(path: "/slow") == 1 }
    try await clock.waitForSleeper(until: TestClock.Instant(offset: .seconds(30)))
    clock.advance(by: .seconds(30) - .milliseconds(1))
    #expect(clock.sleeperCount == 1)
    clock.advance(by: .milliseconds(1))
    let outcome = await result
    await server.stop()

    #expect(outcome.failure == .timedOut)
    #expect(server.requestCount(path: "/slow") == 1)
    #expect(clock.sleeperCount == 0)
  }

  @Test func cancellingDuringTheBackoffStopsRetrying() async throws {
    let server = try await TestHTTPServer.start { _ in statusResponse(503) }
    let testClock = TestClock()
    let client = makeClient(baseURL: server.baseURL, retryPolicy: exactRetries(5), clock: APIClock(testClock))
    let task = Task { await client.requestWithResult(endpoint: APIEndpoint(path: "items")) }
    // A failed wait must not leave the request asleep on the test clock for good.
    defer { task.cancel() }
    try await testClock.waitForSleepers(1)
    task.cancel()
    let result = await task.value
    await server.stop()

    #expect(result == .failure(.cancelled))
    #expect(server.requestCount(path: "/items") == 1)
  }

  @Test func droppedConnectionsOfAGetAreRetried() async throws {
    let server = try RawSocketServer.start(script: [
      .send(Data("HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\nabc".utf8)), .close,
    ])
    defer { server.stop() }
    let sleeper = RecordingSleeper()
    let client = makeClient(baseURL: server.baseURL, retryPolicy: exactRetries(3), clock: sleeper.clock)
    let result = await client.requestWithResult(endpoint: APIEndpoint(path: "items"))

    #expect(result.failure == .transport(.networkConnectionLost))
    try await waitForCondition { server.connections.count == 3 }
    #expect(sleeper.sleeps.count == 2)
  }
}
