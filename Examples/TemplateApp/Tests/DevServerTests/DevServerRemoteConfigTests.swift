import AppTestSupport
import DevServer
import Foundation
import KeelTesting
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `GET /config` (API.md): the remote configuration's flags, set through the dashboard's JSON
/// API (`PUT /_dev/remote-config`) and kept in SQLite across restarts.
@Suite("DevServer remote configuration over HTTP on 127.0.0.1")
struct DevServerRemoteConfigTests {
  @Test func theConfigNeedsTheStatusCredentialsAndStartsEmpty() async throws {
    try await DevServerHarness.with { harness in
      let refused = try await harness.client.send("GET", "/config")
      #expect(refused.status == 401)
      #expect(refused.json["error"] as? String == "unauthorized")
      let config = try await harness.client.send("GET", "/config", headers: harness.basic)
      #expect(config.status == 200)
      #expect(config.json["flags"] as? [String: Bool] == [:], "no flag set: the app keeps its defaults")
    }
  }

  @Test func aFlagSetInTheDashboardIsWhatTheNextConfigAnswers() async throws {
    try await DevServerHarness.with { harness in
      let change = try await harness.client.send(
        "PUT", "/_dev/remote-config", json: ["flags": ["paywall": false, "onboarding": true]])
      #expect(change.status == 200, "\(change.text)")
      let remote = try #require(change.json["remoteConfig"] as? [String: Any])
      #expect(remote["flags"] as? [String: Bool] == ["paywall": false, "onboarding": true])
      #expect((remote["defaults"] as? [String: Bool])?["paywall"] == true, "the page shows the app's defaults")

      let config = try await harness.client.send("GET", "/config", headers: harness.basic)
      #expect(config.json["flags"] as? [String: Bool] == ["paywall": false, "onboarding": true])

      let cleared = try await harness.client.send("PUT", "/_dev/remote-config", json: ["flags": [String: Bool]()])
      #expect(cleared.status == 200)
      let after = try await harness.client.send("GET", "/config", headers: harness.basic)
      #expect(after.json["flags"] as? [String: Bool] == [:])
    }
  }

  @Test func badChangesAreRefusedNamingWhatIsWrong() async throws {
    try await DevServerHarness.with { harness in
      // A typo must not become a flag no app reads.
      let unknown = try await harness.client.send("PUT", "/_dev/remote-config", json: ["flags": ["paywal": false]])
      #expect(unknown.status == 400)
      #expect(unknown.json["error"] as? String == "unknown_flag")
      #expect((unknown.json["message"] as? String)?.contains("flags.paywal ") == true, "\(unknown.text)")

      let notBool = try await harness.client.send("PUT", "/_dev/remote-config", json: ["flags": ["paywall": "off"]])
      #expect(notBool.status == 400)
      #expect((notBool.json["message"] as? String)?.contains("paywall") == true, "\(notBool.text)")

      // A form post from another site cannot send JSON without a CORS preflight.
      var form = URLRequest(url: harness.server.dashboardURL.appendingPathComponent("remote-config"))
      form.httpMethod = "PUT"
      form.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
      form.httpBody = Data("flags=1".utf8)
      let (_, formResponse) = try await URLSession(configuration: .ephemeral).data(for: form)
      #expect((formResponse as? HTTPURLResponse)?.statusCode == 415)
      let wrongMethod = try await harness.client.send("POST", "/_dev/remote-config", json: ["flags": [:]])
      #expect(wrongMethod.status == 405)
      // Nothing refused was stored.
      let config = try await harness.client.send("GET", "/config", headers: harness.basic)
      #expect(config.json["flags"] as? [String: Bool] == [:])
    }
  }

  @Test func theFlagsOutliveARestart() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("remote-config-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("server.sqlite").path
    let credentials = DevServerCredentials.random()
    let log = LogCapture()

    let first = try await DevServer.start(
      configuration: DevServerConfiguration(), credentials: credentials,
      database: try DevServerDatabase(path: path), logger: log.logger())
    let change = try await HTTPTestClient(baseURL: first.baseURL).send(
      "PUT", "/_dev/remote-config", json: ["flags": ["paywall": false]])
    await first.stop()
    #expect(change.status == 200, "\(change.text)")

    let second = try await DevServer.start(
      configuration: DevServerConfiguration(), credentials: credentials,
      database: try DevServerDatabase(path: path), logger: log.logger())
    let basic = AuthorizationHeader.basic(user: credentials.basicUser, password: credentials.basicPassword)
    let config = try await HTTPTestClient(baseURL: second.baseURL).send("GET", "/config", headers: basic)
    await second.stop()
    #expect(config.json["flags"] as? [String: Bool] == ["paywall": false])
  }
}
