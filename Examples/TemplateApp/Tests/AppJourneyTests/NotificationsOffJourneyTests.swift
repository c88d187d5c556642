import AppDomain
import AppTestSupport
import DevServer
import Foundation
import Testing

/// Notifications turned off in Settings stop the server's pushes too: the device's token, posted
/// after sign-in, is deleted from the DevServer's database when the switch goes off, posted
/// again when it goes back on, and deleted again when it goes off once more, while the person
/// stays signed in. The journey ends with a leak assertion over everything the launch made.
@MainActor
@Suite("AppJourney: notifications turned off unregister the device")
struct NotificationsOffJourneyTests {
  /// What the system answers `registerForRemoteNotifications()` with (32 bytes, as APNs' today).
  static let systemToken = Data((0..<32).map { UInt8($0 &* 7) })

  @Test func turningNotificationsOffDeletesTheDeviceOnTheServer() async throws {
    try await AppDevice.journey(.development) { device in
      let server = try #require(device.server)
      let token = DeviceToken(bytes: Self.systemToken).hex
      // The person allowed notifications on an earlier run: the launch asks for the token again.
      device.notificationCenter.setAuthorization(.authorized)
      let app = try await device.launch()
      #expect(device.remoteNotifications.registrations == 1)
      app.systemGaveDeviceToken(Self.systemToken)
      let account = device.account
      try await app.passGates(email: account.email, password: account.password)
      try await Self.waitForDevices(server, owner: account.email) { $0 == [token] }

      try app.setNotifications(false)
      try await Self.waitForDevices(server, owner: account.email) { $0.isEmpty }
      #expect(server.server.activity.count(of: .deleteDevice) == 1)
      #expect(app.shown == .main, "the person is still signed in")

      try app.setNotifications(true)
      try await Self.waitForDevices(server, owner: account.email) { $0 == [token] }
      #expect(device.remoteNotifications.registrations == 2, "turning them on asks the system again")

      try app.setNotifications(false)
      try await Self.waitForDevices(server, owner: account.email) { $0.isEmpty }
      #expect(try await server.server.database.devices().isEmpty, "no device of anyone's is left")
    }
  }

  /// Waits until the server's stored tokens for `owner` pass `condition`.
  static func waitForDevices(
    _ harness: DevServerHarness, owner: String, _ condition: @escaping @Sendable ([String]) -> Bool
  ) async throws {
    let database = harness.server.database
    let deadline = ContinuousClock.now + AppDevice.patience
    while !condition(try await database.devices(owner: owner).map(\.token)) {
      guard ContinuousClock.now < deadline else {
        Issue.record("the server's devices never became as expected: \(try await database.devices())")
        return
      }
      try await Task.sleep(for: .milliseconds(20))
    }
  }
}
