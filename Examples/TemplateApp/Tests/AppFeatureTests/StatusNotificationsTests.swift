import AppDomain
import AppFeature
import AppTestSupport
import Foundation
import KeelTesting
import SettingsFeature
import Testing

/// Seed 000's status rule for the daily notifications through the real controller over the
/// in-memory centre.
@MainActor
@Suite("StatusNotifications", .checksLeaks)
struct StatusNotificationsTests {
  static let webURL = URL(string: "https://web.example.org/start")!

  @Test func webModeAsksForAuthorizationAndSchedules() async throws {
    let world = try AppTestWorld(disk: DiskKeyValueStore())

    let action = await world.notifications.replan(for: .one(Self.webURL))

    #expect(action == .schedule)
    #expect(world.center.authorizationRequestCount == 1)
    #expect(!world.center.pending.isEmpty)
  }

  @Test func nativeModeRemovesWithoutAsking() async throws {
    let world = try AppTestWorld(disk: DiskKeyValueStore())
    await world.notifications.replan(for: .one(Self.webURL))

    let action = await world.notifications.replan(for: .zero)

    #expect(action == .remove)
    #expect(world.center.authorizationRequestCount == 1)
    #expect(world.center.pending.isEmpty)
  }

  @Test func theSwitchOffMeansNothingIsScheduledNorAsked() async throws {
    let world = try AppTestWorld(disk: DiskKeyValueStore())
    world.store.set(false, \.notificationsConsent)

    let action = await world.notifications.replan(for: .one(Self.webURL))

    #expect(action == .remove)
    #expect(world.center.authorizationRequestCount == 0)
    #expect(world.center.pending.isEmpty)
  }

  @Test func anUnknownStatusLeavesThemAsTheyAre() async throws {
    let world = try AppTestWorld(disk: DiskKeyValueStore())
    await world.notifications.replan(for: .one(Self.webURL))
    let pending = world.center.pending

    let action = await world.notifications.replan(for: nil)

    #expect(action == .none)
    #expect(world.center.pending == pending)
  }
}
