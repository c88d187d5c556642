import AppData
import AppDomain
import AppTestSupport
import DevServer
import Foundation
import Testing

@Suite("AnalyticsRepository against the development server")
struct AnalyticsRepositoryTests {
  @Test func addObjectIsAcknowledgedAndStored() async throws {
    try await DevServerHarness.with { harness in
      let repository = AnalyticsRepository(client: harness.statusClient(), appVersion: "2.1", appMode: .fixedVersion)
      #expect(await repository.addObject())
      let stored = try await harness.server.database.events(owner: "status-client")
      #expect(stored.first?.properties == ["appVersion": "2.1", "appMode": "fixedVersion"])
    }
  }

  @Test func aFailureIsFalseNotACrash() async throws {
    try await DevServerHarness.with(DevServerConfiguration(failures: [.addObject: .dropConnection])) { harness in
      let repository = AnalyticsRepository(client: harness.statusClient(), appVersion: "2", appMode: .default)
      #expect(await repository.addObject() == false)
    }
  }
}
