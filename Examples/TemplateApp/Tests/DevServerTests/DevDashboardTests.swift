import AppTestSupport
import DevServer
import Foundation
import KeelTesting
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("DevServer dashboard at /_dev over HTTP on 127.0.0.1")
struct DevDashboardTests {
  @Test func thePageLoadsWithEverySection() async throws {
    try await DevServerHarness.with { harness in
      #expect(harness.server.dashboardURL.absoluteString == "http://127.0.0.1:\(harness.server.port)/_dev")
      let page = try await harness.client.send("GET", "/_dev")
      #expect(page.status == 200)
      #expect(page.headers["content-type"]?.hasPrefix("text/html") == true)
      for text in [
        "id=\"statusMode\"", "id=\"routes\"", "id=\"requests\"", "id=\"events\"", "id=\"accounts\"",
        "/_dev/state", "/_dev/configuration",
      ] {
        #expect(page.text.contains(text), "the page should hold \(text)")
      }
      // Nothing is fetched from elsewhere: the page works offline.
      #expect(!page.text.contains("https://"))
    }
  }

  @Test func switchingTheStatusToWebChangesTheNextGetObjects() async throws {
    try await DevServerHarness.with(DevServerConfiguration(statusMode: .native)) { harness in
      let before = try await harness.client.send("GET", "/getObjects?version=2", headers: harness.basic)
      #expect(before.status == 404)

      let change = try await harness.client.send(
        "PUT", "/_dev/configuration",
        json: ["statusMode": "web", "objectsURL": "https://web.example.org/dashboard"])
      #expect(change.status == 200, "\(change.text)")
      let configuration = try #require(change.json["configuration"] as? [String: Any])
      #expect(configuration["statusMode"] as? String == "web")
      #expect(harness.server.configuration.statusMode == .web)

      let after = try await harness.client.send("GET", "/getObjects?version=2", headers: harness.basic)
      #expect(after.status == 200)
      #expect(after.json["url"] as? String == "https://web.example.org/dashboard")
    }
  }

  @Test func anInjectedFailureAppliesFromTheNextRequest() async throws {
    try await DevServerHarness.with { harness in
      #expect(try await harness.client.send("GET", "/health").status == 200)
      let change = try await harness.client.send(
        "PUT", "/_dev/configuration", json: ["failures": ["health": ["status": 503]]])
      #expect(change.status == 200, "\(change.text)")
      #expect(try await harness.client.send("GET", "/health").status == 503)
    }
  }

  @Test func theStateHasTheRequestLogEventsAndAccounts() async throws {
    try await DevServerHarness.with { harness in
      let session = try await harness.signIn()
      let posted = try await harness.client.send(
        "POST", "/analytics/events", headers: AuthorizationHeader.bearer(session.accessToken),
        json: ["events": [["name": "dashboard_opened", "properties": ["from": "test"]]]])
      #expect(posted.status == 201)
      let newPassword = UUID().uuidString
      let registered = try await harness.client.send(
        "POST", "/auth/register", json: ["email": "grace@example.org", "password": newPassword])
      #expect(registered.status == 201)

      let state = try await harness.client.send("GET", "/_dev/state")
      #expect(state.status == 200)
      let requests = try #require(state.json["requests"] as? [[String: Any]])
      #expect(requests.first?["path"] as? String == "/auth/register", "newest first: \(requests)")
      #expect(requests.contains { $0["path"] as? String == "/analytics/events" && $0["status"] as? Int == 201 })
      #expect(!requests.contains { ($0["path"] as? String)?.hasPrefix("/_dev") == true }, "the dashboard polls")
      let events = try #require(state.json["events"] as? [[String: Any]])
      #expect(events.first?["name"] as? String == "dashboard_opened")
      #expect(events.first?["owner"] as? String == harness.account.email)
      let accounts = try #require(state.json["accounts"] as? [[String: Any]])
      #expect(accounts.map { $0["email"] as? String } == [harness.account.email, "grace@example.org"])
      #expect(!state.text.contains(harness.account.password), "passwords stay out of the dashboard")
      #expect(!state.text.contains(newPassword))
      let routes = try #require(state.json["routes"] as? [String])
      #expect(routes.count == DevServerRoute.allCases.count)
    }
  }

  @Test func aBadChangeIsRefusedNamingTheProblemAndChangesNothing() async throws {
    try await DevServerHarness.with { harness in
      let badValue = try await harness.client.send(
        "PUT", "/_dev/configuration", json: ["latencyMilliseconds": ["getObjects": -5]])
      #expect(badValue.status == 400)
      #expect(try badValue.decode(ErrorBody.self).message.contains("latency of getObjects must not be negative"))
      let unknownRoute = try await harness.client.send(
        "PUT", "/_dev/configuration", json: ["failures": ["nowhere": ["status": 500]]])
      #expect(unknownRoute.status == 400)

      // A form post from another site cannot send JSON without a CORS preflight.
      var form = URLRequest(url: harness.server.dashboardURL.appendingPathComponent("configuration"))
      form.httpMethod = "PUT"
      form.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
      form.httpBody = Data("statusMode=web".utf8)
      let (_, formResponse) = try await URLSession(configuration: .ephemeral).data(for: form)
      #expect((formResponse as? HTTPURLResponse)?.statusCode == 415)
      #expect(harness.server.configuration == DevServerConfiguration())

      #expect(try await harness.client.send("POST", "/_dev/state").status == 405)
      #expect(try await harness.client.send("GET", "/_dev/nothing").status == 404)
    }
  }
}
