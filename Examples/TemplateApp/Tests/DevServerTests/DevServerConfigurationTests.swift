import DevServer
import Foundation
import Testing

@Suite struct DevServerConfigurationTests {
  func write(_ text: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("config-\(UUID().uuidString).json")
    try Data(text.utf8).write(to: url)
    return url
  }

  @Test func readsEveryKeyOfTheFile() throws {
    let url = try write(
      """
      { "statusMode": "web", "objectsURL": "https://w.example/x", "statisticsURL": null,
        "latencyMilliseconds": { "getObjects": 300, "getStatistics": 10 },
        "failures": { "items": { "status": 503 }, "profile": { "tokenExpired": true },
                      "login": { "dropConnection": true }, "getObjects": { "malformedBody": true } },
        "accessTokenLifetimeSeconds": 2, "refreshTokenLifetimeSeconds": 20 }
      """)
    defer { try? FileManager.default.removeItem(at: url) }
    let (configuration, unknown) = try DevServerConfiguration.load(from: url)
    #expect(unknown.isEmpty)
    #expect(
      configuration
        == DevServerConfiguration(
          statusMode: .web, objectsURL: "https://w.example/x", statisticsURL: "https://example.org/statistics",
          latencyMilliseconds: [.getObjects: 300, .getStatistics: 10],
          failures: [
            .items: .status(503), .profile: .tokenExpired, .login: .dropConnection, .getObjects: .malformedBody,
          ],
          accessTokenLifetimeSeconds: 2, refreshTokenLifetimeSeconds: 20))
  }

  @Test func anEmptyObjectKeepsTheDefaultsAndUnknownKeysAreReported() throws {
    let url = try write(#"{ "statusMod": "web" }"#)
    defer { try? FileManager.default.removeItem(at: url) }
    let (configuration, unknown) = try DevServerConfiguration.load(from: url)
    #expect(configuration == DevServerConfiguration())
    #expect(unknown == ["statusMod"])
  }

  @Test(arguments: [
    (#"{ "statusMode": "hybrid" }"#, "is invalid"),
    (
      #"{ "latencyMilliseconds": { "getObjects": "slow" } }"#,
      "field 'latencyMilliseconds.getObjects' has the wrong type"
    ),
    (#"{ "latencyMilliseconds": { "getObjects": -5 } }"#, "latency of getObjects must not be negative"),
    (#"{ "failures": { "items": { "status": 42 } } }"#, "status 42 is not an HTTP status code"),
    (#"{ "failures": { "items": { "slow": true } } }"#, "expected one of"),
    (#"{ "statusMode": "#, "is not valid JSON"),
    (#"{ "accessTokenLifetimeSeconds": -1 }"#, "accessTokenLifetimeSeconds must be a finite number of seconds ≥ 0"),
    (#"{ "refreshTokenLifetimeSeconds": -0.5 }"#, "refreshTokenLifetimeSeconds must be a finite number of seconds"),
  ])
  func aBadFileIsAnErrorNamingTheFileAndTheProblem(text: String, problem: String) throws {
    let url = try write(text)
    defer { try? FileManager.default.removeItem(at: url) }
    do {
      _ = try DevServerConfiguration.load(from: url)
      Issue.record("loaded \(text)")
    } catch let error as DevServerConfigurationError {
      #expect(error.file == url.path)
      #expect(error.description.contains(problem), "\(error)")
    }
  }

  @Test func aMissingFileIsNamed() {
    let url = URL(fileURLWithPath: "/nonexistent/\(UUID().uuidString).json")
    #expect(throws: DevServerConfigurationError.self) { try DevServerConfiguration.load(from: url) }
  }
}
