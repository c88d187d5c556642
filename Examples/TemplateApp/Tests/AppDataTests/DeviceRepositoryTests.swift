import AppData
import AppDomain
import AppTestSupport
import DevServer
import Foundation
import KeelNetwork
import KeelTesting
import Testing

/// The push devices over a real socket: `POST /devices` stores the token for the signed-in user
/// (again harmlessly), `DELETE /devices/{token}` forgets it, and without a session both are
/// refused as unauthorized; an unreachable server is unavailable within the time limit.
@Suite("DeviceRepository against the development server")
struct DeviceRepositoryTests {
  static let token = DeviceToken(bytes: Data((0..<32).map { UInt8($0) }))

  @Test func registeringStoresTheTokenForTheUserOnceAndDeletingForgetsIt() async throws {
    try await DevServerHarness.with { harness in
      let repository = DeviceRepository(client: try await harness.signedInClient().client)
      try await repository.register(Self.token)
      try await repository.register(Self.token)
      let devices = try await harness.server.database.devices(owner: harness.account.email)
      #expect(devices.map(\.token) == [Self.token.hex])
      #expect(devices.first?.platform == "ios")

      try await repository.unregister(Self.token, timeLimit: .seconds(5))
      #expect(try await harness.server.database.devices(owner: harness.account.email).isEmpty)
      // Deleting again is not an error: a sign-out repeated after a lost answer must not fail.
      try await repository.unregister(Self.token, timeLimit: .seconds(5))
      #expect(harness.server.activity.count(of: .registerDevice) == 2)
      #expect(harness.server.activity.count(of: .deleteDevice) == 2)
    }
  }

  @Test func withoutASessionItIsUnauthorized() async throws {
    try await DevServerHarness.with { harness in
      let repository = DeviceRepository(client: harness.anonymousClient())
      await #expect(throws: RepositoryError.unauthorized) { try await repository.register(Self.token) }
      await #expect(throws: RepositoryError.unauthorized) {
        try await repository.unregister(Self.token, timeLimit: .seconds(5))
      }
      let stored = try await harness.server.database.devices()
      #expect(stored.isEmpty)
    }
  }

  @Test func anUnreachableServerIsUnavailable() async throws {
    // Connecting is refused (a stopped server's port could be taken by another test's server).
    let refusing = try RefusingPort()
    let repository = DeviceRepository(client: APIClient(configuration: APIConfiguration(baseURL: refusing.baseURL)))
    let clock = ContinuousClock()
    let started = clock.now
    await #expect(throws: RepositoryError.self) {
      try await repository.unregister(Self.token, timeLimit: .seconds(3))
    }
    #expect(clock.now - started < .seconds(30), "port \(refusing.port): bounded by the time limit and the refusal")
  }
}
