import AppTestSupport
import DevServer
import Foundation
import KeelTesting
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("DevServer in-process over HTTP on 127.0.0.1")
struct DevServerTests {
  // MARK: - Listening

  @Test func listensOnLoopbackOnAnEphemeralPort() async throws {
    try await DevServerHarness.with { harness in
      #expect(harness.server.port != 0)
      #expect(harness.server.baseURL.host == "127.0.0.1")
      let health = try await harness.client.send("GET", "/health")
      #expect(health.status == 200)
      #expect(health.json["status"] as? String == "ok")
    }
  }

  // MARK: - Status endpoints

  /// FlyingFox writes a response's head and body apart; with Nagle's algorithm on, each
  /// request on a kept-alive connection waited about 40 ms for the client's delayed ACK.
  @Test func acceptedConnectionsHaveNaglesAlgorithmOff() async throws {
    try await DevServerHarness.with { harness in
      let session = URLSession(configuration: .ephemeral)
      _ = try await session.data(from: harness.server.baseURL.appendingPathComponent("health"))
      _ = try await session.data(from: harness.server.baseURL.appendingPathComponent("health"))
      let accepted = AcceptedSockets(port: harness.server.port)
      #expect(!accepted.descriptors.isEmpty)
      #expect(accepted.allHaveNoDelay)
    }
  }

  @Test func statusEndpointsNeedTheBasicCredentials() async throws {
    try await DevServerHarness.with(DevServerConfiguration(statusMode: .web)) { harness in
      for path in ["/getObjects?version=2", "/getStatistics?version=2"] {
        let anonymous = try await harness.client.send("GET", path)
        #expect(anonymous.status == 401)
        #expect(try anonymous.decode(ErrorBody.self).error == "unauthorized")
        let wrong = try await harness.client.send(
          "GET", path,
          headers: AuthorizationHeader.basic(user: harness.credentials.basicUser, password: UUID().uuidString))
        #expect(wrong.status == 401)
        let bearerInstead = try await harness.client.send(
          "GET", path, headers: AuthorizationHeader.bearer(try await harness.signIn().accessToken))
        #expect(bearerInstead.status == 401)
        #expect(try await harness.client.send("GET", path, headers: harness.basic).status == 200)
      }
    }
  }

  @Test func webModeAnswersTheObjectsURLForVersionTwoAndAbove() async throws {
    let configuration = DevServerConfiguration(
      statusMode: .web, objectsURL: "https://web.example.org/start", statisticsURL: "https://stats.example.org/s")
    try await DevServerHarness.with(configuration) { harness in
      for version in ["2", "10", "3.1.4"] {
        let objects = try await harness.client.send("GET", "/getObjects?version=\(version)", headers: harness.basic)
        #expect(objects.status == 200, "version \(version)")
        #expect(objects.json["url"] as? String == "https://web.example.org/start")
      }
      let versionOne = try await harness.client.send("GET", "/getObjects?version=1", headers: harness.basic)
      #expect(versionOne.status == 404)
      let statistics = try await harness.client.send("GET", "/getStatistics?version=2", headers: harness.basic)
      #expect(statistics.json["url"] as? String == "https://stats.example.org/s")
    }
  }

  @Test func nativeModeAnswersNoObjectsButStillTheStatisticsURL() async throws {
    try await DevServerHarness.with(DevServerConfiguration(statusMode: .native)) { harness in
      let objects = try await harness.client.send("GET", "/getObjects?version=2", headers: harness.basic)
      #expect(objects.status == 404)
      #expect(try objects.decode(ErrorBody.self).error == "no_objects")
      let statistics = try await harness.client.send("GET", "/getStatistics?version=2", headers: harness.basic)
      #expect(statistics.status == 200)
      #expect(statistics.json["url"] as? String == "https://example.org/statistics")
      #expect(statistics.json["pdfUrl"] as? String == "https://example.org/statistics.pdf")
    }
  }

  @Test func aMissingConfiguredURLIsLeftOutOfTheBody() async throws {
    try await DevServerHarness.with(DevServerConfiguration(statusMode: .web, objectsURL: nil)) { harness in
      let objects = try await harness.client.send("GET", "/getObjects?version=2", headers: harness.basic)
      #expect(objects.status == 200)
      #expect(objects.json.isEmpty)
      #expect(objects.text == "{}", "an empty JSON object, not a body that failed to parse")
    }
  }

  @Test(arguments: [
    ("/getObjects", "query item 'version' is missing"),
    ("/getObjects?version=", "query item 'version' is missing"),
    ("/getStatistics?version=beta", "query item 'version' must start with a number, got 'beta'"),
  ])
  func theVersionQueryIsValidated(path: String, message: String) async throws {
    try await DevServerHarness.with { harness in
      let response = try await harness.client.send("GET", path, headers: harness.basic)
      #expect(response.status == 400)
      #expect(try response.decode(ErrorBody.self).message == message)
    }
  }

  @Test func addObjectStoresAnEventAndAcknowledgesIt() async throws {
    try await DevServerHarness.with { harness in
      let response = try await harness.client.send(
        "POST", "/addObject", headers: harness.basic, json: ["appVersion": "2.0"])
      #expect(response.status == 201)
      #expect((response.json["ids"] as? [Int])?.count == 1)
      let stored = try await harness.server.database.events(owner: "status-client")
      #expect(stored.map(\.name) == ["addObject"])
      #expect(stored.first?.properties == ["appVersion": "2.0"])
    }
  }

  @Test func theStatusRequestsAreCountedInFlightTogether() async throws {
    let configuration = DevServerConfiguration(latencyMilliseconds: [.getObjects: 300, .getStatistics: 300])
    try await DevServerHarness.with(configuration) { harness in
      async let objects = harness.client.send("GET", "/getObjects?version=2", headers: harness.basic)
      async let statistics = harness.client.send("GET", "/getStatistics?version=2", headers: harness.basic)
      _ = try await (objects, statistics)
      #expect(harness.server.activity.peakInFlight(of: [.getObjects, .getStatistics]) == 2)
      let sequential = try await harness.client.send("GET", "/getStatistics?version=2", headers: harness.basic)
      #expect(sequential.status == 200)
      #expect(harness.server.activity.count(of: .getStatistics) == 2)
    }
  }

  // MARK: - Sessions

  @Test func signingInIssuesTokensThatExpireAndRefresh() async throws {
    let clock = ManualDate()
    let configuration = DevServerConfiguration(accessTokenLifetimeSeconds: 60, refreshTokenLifetimeSeconds: 3600)
    try await DevServerHarness.with(configuration, now: { clock.now }) { harness in
      let session = try await harness.signIn()
      #expect(session.expiresIn == 60)
      #expect(session.accessToken != session.refreshToken)
      let items = try await harness.client.send(
        "GET", "/items", headers: AuthorizationHeader.bearer(session.accessToken))
      #expect(items.status == 200)

      clock.advance(by: 61)
      let expired = try await harness.client.send(
        "GET", "/items", headers: AuthorizationHeader.bearer(session.accessToken))
      #expect(expired.status == 401)
      #expect(try expired.decode(ErrorBody.self).error == "token_expired")

      let refreshed = try await harness.client.send(
        "POST", "/auth/refresh", json: ["refreshToken": session.refreshToken])
      #expect(refreshed.status == 200)
      let renewed = try refreshed.decode(ServerSession.self)
      #expect(renewed.accessToken != session.accessToken)
      let again = try await harness.client.send(
        "GET", "/items", headers: AuthorizationHeader.bearer(renewed.accessToken))
      #expect(again.status == 200)

      let reused = try await harness.client.send("POST", "/auth/refresh", json: ["refreshToken": session.refreshToken])
      #expect(reused.status == 401)
      #expect(try reused.decode(ErrorBody.self).error == "invalid_refresh")

      clock.advance(by: 3601)
      let late = try await harness.client.send("POST", "/auth/refresh", json: ["refreshToken": renewed.refreshToken])
      #expect(try late.decode(ErrorBody.self).error == "refresh_expired")
    }
  }

  @Test func aWrongPasswordOrUnknownTokenIsRefused() async throws {
    try await DevServerHarness.with { harness in
      let login = try await harness.client.send(
        "POST", "/auth/login", json: ["email": harness.account.email, "password": UUID().uuidString])
      #expect(login.status == 401)
      #expect(try login.decode(ErrorBody.self).error == "invalid_credentials")
      let unknown = try await harness.client.send(
        "GET", "/profile", headers: AuthorizationHeader.bearer(UUID().uuidString))
      #expect(try unknown.decode(ErrorBody.self).error == "invalid_token")
    }
  }

  // MARK: - Items and profile

  @Test func itemsAreListedAndFetchedOneByOne() async throws {
    try await DevServerHarness.with { harness in
      let bearer = AuthorizationHeader.bearer(try await harness.signIn().accessToken)
      let list = try await harness.client.send("GET", "/items", headers: bearer)
      let items = try #require(list.json["items"] as? [[String: Any]])
      #expect(items.count == 6)
      #expect(items.allSatisfy { ($0["price"] as? String).flatMap { Decimal(string: $0) } != nil })
      let detail = try await harness.client.send("GET", "/items/croissant", headers: bearer)
      #expect(detail.json["title"] as? String == "Croissant")
      #expect(detail.json["price"] as? String == "2.15")
      let missing = try await harness.client.send("GET", "/items/no-such-item", headers: bearer)
      #expect(missing.status == 404)
      #expect(try missing.decode(ErrorBody.self).message == "no item with id 'no-such-item'")
    }
  }

  @Test func itemsAreCreatedUpdatedAndDeletedPerUserInSQLite() async throws {
    try await DevServerHarness.with { harness in
      let bearer = AuthorizationHeader.bearer(try await harness.signIn().accessToken)
      let created = try await harness.client.send(
        "POST", "/items", headers: bearer, json: ["title": "  Scone ", "category": "pastries", "price": "3"])
      #expect(created.status == 201)
      let id = try #require(created.json["id"] as? String)
      #expect(created.json["title"] as? String == "Scone")
      #expect(created.json["price"] as? String == "3.00")
      let listed = try #require(
        try await harness.client.send("GET", "/items", headers: bearer).json["items"] as? [[String: Any]])
      #expect(listed.count == 7)
      #expect(listed.last?["id"] as? String == id, "a new item goes to the end")

      let updated = try await harness.client.send(
        "PUT", "/items/\(id)", headers: bearer, json: ["title": "Cheese scone", "category": "pastries", "price": "3.5"])
      #expect(updated.status == 200)
      #expect(updated.json["price"] as? String == "3.50")
      #expect(try await harness.server.database.item(owner: harness.account.email, id: id)?.title == "Cheese scone")

      let deleted = try await harness.client.send("DELETE", "/items/espresso", headers: bearer)
      #expect(deleted.status == 204)
      #expect(try await harness.client.send("GET", "/items/espresso", headers: bearer).status == 404)
      let again = try await harness.client.send("DELETE", "/items/espresso", headers: bearer)
      #expect(again.status == 404)
      #expect(try again.decode(ErrorBody.self).message == "no item with id 'espresso'")
      let missing = try await harness.client.send(
        "PUT", "/items/nope", headers: bearer, json: ["title": "A", "category": "drinks", "price": "1"])
      #expect(missing.status == 404)

      // Another user still has the seed items, untouched.
      let others = try await harness.server.database.items(owner: "someone-else@example.org")
      #expect(others.map(\.id) == ["espresso", "flat-white", "green-tea", "croissant", "cinnamon-roll", "notebook"])
      let mine = try await harness.server.database.items(owner: harness.account.email)
      #expect(mine.map(\.id) == ["flat-white", "green-tea", "croissant", "cinnamon-roll", "notebook", id])
    }
  }

  @Test func deletingEveryItemDoesNotBringTheSeedsBack() async throws {
    try await DevServerHarness.with { harness in
      let owner = harness.account.email
      for item in try await harness.server.database.items(owner: owner) {
        #expect(try await harness.server.database.deleteItem(id: item.id, owner: owner))
      }
      #expect(try await harness.server.database.items(owner: owner).isEmpty)
    }
  }

  struct InvalidItem: Sendable, CustomTestStringConvertible {
    let title: String
    let category: String
    let price: String
    let message: String
    var testDescription: String { message }
  }

  static let invalidItems: [InvalidItem] = [
    .init(title: "   ", category: "drinks", price: "1", message: "field 'title' must be 1 to 100 characters"),
    .init(
      title: String(repeating: "x", count: 101), category: "drinks", price: "1",
      message: "field 'title' must be 1 to 100 characters"),
    .init(
      title: "Tea", category: "toys", price: "1",
      message: "field 'category' must be one of drinks, pastries, stationery, not 'toys'"),
    .init(title: "Tea", category: "drinks", price: "-1", message: "field 'price' must be at least 0, got '-1'"),
    .init(
      title: "Tea", category: "drinks", price: "1.234",
      message: "field 'price' must have at most two decimals, got '1.234'"),
    .init(
      title: "Tea", category: "drinks", price: "1,50",
      message: "field 'price' must be a decimal number such as \"2.40\", got '1,50'"),
    .init(
      title: "Tea", category: "drinks", price: "1e3",
      message: "field 'price' must be a decimal number such as \"2.40\", got '1e3'"),
  ]

  @Test(arguments: invalidItems)
  func anInvalidItemIsRefusedWith422NamingTheFieldOnCreateAndUpdate(_ invalid: InvalidItem) async throws {
    try await DevServerHarness.with { harness in
      let bearer = AuthorizationHeader.bearer(try await harness.signIn().accessToken)
      let body: [String: Any] = ["title": invalid.title, "category": invalid.category, "price": invalid.price]
      for (method, path) in [("POST", "/items"), ("PUT", "/items/espresso")] {
        let response = try await harness.client.send(method, path, headers: bearer, json: body)
        #expect(response.status == 422)
        let error = try response.decode(ErrorBody.self)
        #expect(error.error == "invalid_field")
        #expect(error.message == invalid.message)
      }
      #expect(try await harness.server.database.items(owner: harness.account.email).count == 6)
    }
  }

  @Test func aTitleOfExactly100CharactersAndAZeroPriceAreAccepted() async throws {
    try await DevServerHarness.with { harness in
      let bearer = AuthorizationHeader.bearer(try await harness.signIn().accessToken)
      let title = String(repeating: "é", count: 100)
      let created = try await harness.client.send(
        "POST", "/items", headers: bearer, json: ["title": title, "category": "stationery", "price": "0"])
      #expect(created.status == 201)
      #expect(created.json["price"] as? String == "0.00")
      #expect(created.json["title"] as? String == title)
    }
  }

  @Test func theProfileIsReadUpdatedAndStoredInSQLite() async throws {
    try await DevServerHarness.with { harness in
      let bearer = AuthorizationHeader.bearer(try await harness.signIn().accessToken)
      let initial = try await harness.client.send("GET", "/profile", headers: bearer)
      #expect(initial.json["email"] as? String == harness.account.email)
      #expect(initial.json["displayName"] as? String == harness.account.displayName)

      let updated = try await harness.client.send(
        "PUT", "/profile", headers: bearer, json: ["displayName": "  Ada Lovelace ", "bio": "Analyst"])
      #expect(updated.status == 200)
      #expect(updated.json["displayName"] as? String == "Ada Lovelace")
      let read = try await harness.client.send("GET", "/profile", headers: bearer)
      #expect(read.json["bio"] as? String == "Analyst")
      let stored = try await harness.server.database.profile(email: harness.account.email)
      #expect(stored?.displayName == "Ada Lovelace")

      let empty = try await harness.client.send("PUT", "/profile", headers: bearer, json: ["displayName": " "])
      #expect(empty.status == 422)
      #expect(try empty.decode(ErrorBody.self).message == "field 'displayName' must be 1 to 80 characters")
    }
  }

  // MARK: - Analytics events

  @Test func eventsAreAcknowledgedAfterTheyAreStoredAndReadBack() async throws {
    try await DevServerHarness.with { harness in
      let bearer = AuthorizationHeader.bearer(try await harness.signIn().accessToken)
      let posted = try await harness.client.send(
        "POST", "/analytics/events", headers: bearer,
        json: ["events": [["name": "screen_view", "properties": ["screen": "items"]], ["name": "tap"]]])
      #expect(posted.status == 201)
      #expect(posted.json["accepted"] as? Int == 2)
      let stored = try await harness.server.database.events(owner: harness.account.email)
      #expect(stored.map(\.name) == ["screen_view", "tap"])
      let listed = try await harness.client.send("GET", "/analytics/events", headers: bearer)
      let events = try #require(listed.json["events"] as? [[String: Any]])
      #expect(events.map { $0["name"] as? String } == ["screen_view", "tap"])
      #expect((events[0]["properties"] as? [String: String]) == ["screen": "items"])
    }
  }

  // MARK: - Failure injection and latency

  @Test func anInjectedStatusCodeIsAnsweredWithAJSONError() async throws {
    try await DevServerHarness.with(DevServerConfiguration(failures: [.getStatistics: .status(503)])) { harness in
      let response = try await harness.client.send("GET", "/getStatistics?version=2", headers: harness.basic)
      #expect(response.status == 503)
      #expect(try response.decode(ErrorBody.self).error == "injected_failure")
    }
  }

  @Test func anInjectedMalformedBodyIsNotJSON() async throws {
    try await DevServerHarness.with(DevServerConfiguration(failures: [.getObjects: .malformedBody])) { harness in
      let response = try await harness.client.send("GET", "/getObjects?version=2", headers: harness.basic)
      #expect(response.status == 200)
      #expect((try? JSONSerialization.jsonObject(with: response.body)) == nil)
    }
  }

  @Test func anInjectedDropClosesTheConnectionMidBody() async throws {
    try await DevServerHarness.with(DevServerConfiguration(failures: [.items: .dropConnection])) { harness in
      await #expect(throws: (any Error).self) {
        _ = try await harness.client.send("GET", "/items")
      }
      let health = try await harness.client.send("GET", "/health")
      #expect(health.status == 200)
      #expect(harness.log.lines.contains { $0.contains("GET /items dropped") })
    }
  }

  @Test func anInjectedTokenExpiryRefusesAValidToken() async throws {
    try await DevServerHarness.with { harness in
      let bearer = AuthorizationHeader.bearer(try await harness.signIn().accessToken)
      #expect(try await harness.client.send("GET", "/profile", headers: bearer).status == 200)
      harness.server.update { $0.failures[.profile] = .tokenExpired }
      let expired = try await harness.client.send("GET", "/profile", headers: bearer)
      #expect(expired.status == 401)
      #expect(try expired.decode(ErrorBody.self).error == "token_expired")
      harness.server.update { $0.failures = [:] }
      #expect(try await harness.client.send("GET", "/profile", headers: bearer).status == 200)
    }
  }

  @Test func latencyDelaysOnlyTheConfiguredEndpoint() async throws {
    try await DevServerHarness.with(DevServerConfiguration(latencyMilliseconds: [.getObjects: 250])) { harness in
      _ = try await harness.client.send("GET", "/getObjects?version=2", headers: harness.basic)
      _ = try await harness.client.send("GET", "/health")
      let records = harness.server.activity.records
      let objects = try #require(records.first { $0.route == .getObjects })
      #expect(objects.finished - objects.started >= .milliseconds(250))
      let health = try #require(records.first { $0.route == .health })
      #expect(health.finished - health.started < .milliseconds(250))
    }
  }

  // MARK: - Bad requests

  struct BadRequest: Sendable, CustomTestStringConvertible {
    let name: String
    let method: String
    let path: String
    let body: String?
    let authenticated: Bool
    let status: Int
    let message: String
    var testDescription: String { name }
  }

  static let badRequests: [BadRequest] = [
    .init(
      name: "malformed JSON", method: "POST", path: "/analytics/events", body: "{\"events\": [", authenticated: true,
      status: 400, message: "body is not valid JSON"),
    .init(
      name: "wrong type", method: "POST", path: "/analytics/events", body: "{\"events\": \"many\"}",
      authenticated: true, status: 400, message: "field 'events' has the wrong type (expected an array)"),
    .init(
      name: "missing field", method: "PUT", path: "/profile", body: "{\"bio\": \"x\"}", authenticated: true,
      status: 400, message: "field 'displayName' is missing"),
    .init(
      name: "nested wrong type", method: "POST", path: "/analytics/events", body: "{\"events\": [{\"name\": 7}]}",
      authenticated: true, status: 400, message: "field 'events[0].name' has the wrong type (expected a string)"),
    .init(
      name: "empty events", method: "POST", path: "/analytics/events", body: "{\"events\": []}",
      authenticated: true, status: 422, message: "field 'events' must hold 1 to 100 events"),
    .init(
      name: "no body", method: "POST", path: "/auth/login", body: nil, authenticated: false, status: 400,
      message: "the request needs a JSON body"),
    .init(
      name: "unknown path", method: "GET", path: "/no/such/thing", body: nil, authenticated: true, status: 404,
      message: "no endpoint at /no/such/thing (see API.md)"),
    .init(
      name: "wrong method", method: "DELETE", path: "/items", body: nil, authenticated: true, status: 405,
      message: "/items accepts GET, POST, not DELETE"),
    .init(
      name: "missing auth", method: "GET", path: "/items", body: nil, authenticated: false, status: 401,
      message: "items needs an Authorization: Bearer access token"),
  ]

  @Test(arguments: badRequests)
  func aBadRequestGetsA4xxJSONErrorAndTheServerKeepsServing(_ bad: BadRequest) async throws {
    try await DevServerHarness.with { harness in
      let headers = bad.authenticated ? AuthorizationHeader.bearer(try await harness.signIn().accessToken) : [:]
      let response = try await harness.client.send(
        bad.method, bad.path, headers: headers, body: bad.body.map { Data($0.utf8) })
      #expect(response.status == bad.status)
      #expect(response.headers["content-type"] == "application/json")
      #expect(try response.decode(ErrorBody.self).message == bad.message)
      #expect(try await harness.client.send("GET", "/health").status == 200)
    }
  }

  @Test func aResponseThatCannotBeEncodedIsA500NamingWhyNotAMadeUpBody() async throws {
    // Files and flags refuse a non-finite lifetime; code can still set one.
    let configuration = DevServerConfiguration(accessTokenLifetimeSeconds: .infinity)
    try await DevServerHarness.with(configuration) { harness in
      let login = try await harness.client.send(
        "POST", "/auth/login", json: ["email": harness.account.email, "password": harness.account.password])
      #expect(login.status == 500)
      let error = try login.decode(ErrorBody.self)
      #expect(error.error == "internal_error")
      #expect(error.message.hasPrefix("cannot encode the SessionBody response as JSON"))
      #expect(try await harness.client.send("GET", "/health").status == 200)
    }
  }

  @Test func aBodyOverTheLimitIsRefusedUnread() async throws {
    try await DevServerHarness.with { harness in
      let response = try await harness.client.send(
        "POST", "/auth/login", body: Data(repeating: 0x20, count: (1 << 20) + 1))
      #expect(response.status == 413)
      #expect(try response.decode(ErrorBody.self).error == "body_too_large")
      #expect(try await harness.client.send("GET", "/health").status == 200)
    }
  }

  // MARK: - Logging

  @Test func eachRequestIsLoggedOnOneLine() async throws {
    try await DevServerHarness.with { harness in
      _ = try await harness.client.send("GET", "/health")
      _ = try await harness.client.send("GET", "/getObjects?version=2")
      _ = try await harness.client.send("GET", "/missing")
      let lines = harness.log.records.map(\.message)
      #expect(lines.count == 3)
      #expect(lines[0].hasPrefix("GET /health 200 "))
      #expect(lines[1].hasPrefix("GET /getObjects 401 "))
      #expect(lines[2].hasPrefix("GET /missing 404 "))
      #expect(!harness.log.lines.joined().contains(harness.credentials.basicPassword))
    }
  }
}
