import AppData
import AppDomain
import AppTestSupport
import DevServer
import Foundation
import Testing

@Suite("ObjectsRepository against the development server")
struct ObjectsRepositoryTests {
  /// A bound for a request that is answered at once: generous, because 5 s ran out while all the
  /// app's suites shared a loaded machine (the answer never came late, the process got no core).
  static let timeLimit = Duration.seconds(60)

  @Test func aTwoHundredPassesTheURLFieldAsSent() async throws {
    let configuration = DevServerConfiguration(statusMode: .web, objectsURL: "http://not-https.example.org")
    try await DevServerHarness.with(configuration) { harness in
      let outcome = await ObjectsRepository(client: harness.statusClient()).fetchObjects(
        version: "2", timeLimit: Self.timeLimit)
      #expect(outcome == .ok(url: "http://not-https.example.org"))
    }
  }

  @Test func aFailureIsFailedNamingTheReason() async throws {
    try await DevServerHarness.with(DevServerConfiguration(statusMode: .native)) { harness in
      let outcome = await ObjectsRepository(client: harness.statusClient()).fetchObjects(
        version: "2", timeLimit: Self.timeLimit)
      guard case .failed(let reason) = outcome else {
        Issue.record("expected a failure, got \(outcome)")
        return
      }
      #expect(reason.contains("404"), "\(reason)")
    }
  }
}
