import AppTestSupport
import DevServer
import Foundation
import Testing

/// The `template-server` executable as a process: started from the build folder on a free
/// port, with credentials generated for the run and passed through the environment.
@Suite("template-server as a process")
struct TemplateServerTests {
  /// The shared start: credentials through the environment, a database of its own.
  let fixture = TemplateServerFixture(name: "template-server")

  @Test func enforcesAuthenticationWithTheCredentialsFromTheEnvironment() async throws {
    defer { fixture.removeFolder() }
    let server = try await fixture.launch(["--status", "web"])
    defer { server.terminate() }
    let client = HTTPTestClient(baseURL: server.baseURL)
    #expect(try await client.send("GET", "/getObjects?version=2").status == 401)
    #expect(try await client.send("GET", "/items").status == 401)
    let basic = AuthorizationHeader.basic(
      user: fixture.credentials.basicUser, password: fixture.credentials.basicPassword)
    #expect(try await client.send("GET", "/getObjects?version=2", headers: basic).status == 200)
    #expect(try await client.send("GET", "/items", headers: try await fixture.signIn(client)).status == 200)
    #expect(!server.log.contains(fixture.credentials.basicPassword), "credentials from the environment are not logged")
    #expect(server.log.contains("GET /items 200"))
  }

  @Test func acknowledgedEventsSurviveKillNineAndTheDatabaseStaysIntact() async throws {
    defer { fixture.removeFolder() }
    let first = try await fixture.launch()
    let firstClient = HTTPTestClient(baseURL: first.baseURL)
    let bearer = try await fixture.signIn(firstClient)
    var acknowledged: [Int] = []
    for batch in 0..<5 {
      let events = (0..<20).map { ["name": "event-\(batch)-\($0)", "properties": ["batch": "\(batch)"]] }
      let response = try await firstClient.send("POST", "/analytics/events", headers: bearer, json: ["events": events])
      #expect(response.status == 201)
      acknowledged += try #require(response.json["ids"] as? [Int])
    }
    #expect(acknowledged.count == 100)
    first.kill9()
    #expect(first.terminationReason == .uncaughtSignal)

    let second = try await fixture.launch()
    defer { second.terminate() }
    let secondClient = HTTPTestClient(baseURL: second.baseURL)
    let listed = try await secondClient.send(
      "GET", "/analytics/events", headers: try await fixture.signIn(secondClient))
    let events = try #require(listed.json["events"] as? [[String: Any]])
    #expect(events.compactMap { $0["id"] as? Int } == acknowledged)
    #expect(events.first?["name"] as? String == "event-0-0")
    second.terminate()

    let database = try DevServerDatabase(path: fixture.databasePath)
    #expect(try database.integrityCheck() == ["ok"])
    #expect(try database.journalMode() == "wal")
  }

  @Test func aBadFlagExitsWithAMessageNamingIt() async throws {
    await #expect(throws: HarnessError.self) {
      _ = try await TemplateServerProcess.launch(
        arguments: ["--fail", "items=teapot"], environment: fixture.environment)
    }
    do {
      _ = try await TemplateServerProcess.launch(
        arguments: ["--latency", "nowhere=5"], environment: fixture.environment)
      Issue.record("the server started with an unknown route")
    } catch HarnessError.serverDidNotStart(let output) {
      #expect(output.contains("--latency: unknown route 'nowhere'"))
    }
  }
}
