import AppDomain
import AppTestSupport
import Foundation
import KeelCore
import KeelNotifications
import KeelTesting
import Testing

@testable import SettingsFeature

@MainActor
@Suite struct NotificationsConsentTests {
  nonisolated static let web = AppStatus.one(URL(string: "https://example.org/app")!)

  /// The rule over the real controller and the in-memory centre: what is pending afterwards,
  /// starting from the daily plan a previous launch left (16 days × 4 slots fill the 64 that
  /// iOS keeps). With the status still unknown, consent alone never schedules.
  @Test(arguments: [
    (true, AppStatus?.none, 64),
    (true, AppStatus?.some(web), 64),
    (true, AppStatus?.some(.zero), 0),
    (false, AppStatus?.none, 0),
    (false, AppStatus?.some(web), 0),
    (false, AppStatus?.some(.zero), 0),
  ])
  func theSwitchAndTheStatusDecideWhatIsPending(consent: Bool, status: AppStatus?, pendingDaily: Int) async throws {
    let disk = DiskKeyValueStore()
    let factory = try SettingsTestFactory(disk: disk)
    await factory.controller.scheduleDailyNotifications()
    #expect(factory.center.dailyCount == 64)
    _ = await factory.notifications.setGiven(consent).value
    if let status { await factory.notifications.statusChanged(status) }
    #expect(factory.center.dailyCount == pendingDaily)
  }

  @Test func consentAloneNeverSchedules() async throws {
    let disk = DiskKeyValueStore()
    let factory = try SettingsTestFactory(disk: disk)
    #expect(await factory.notifications.setGiven(true).value == .none)
    #expect(factory.center.dailyCount == 0)
    #expect(await factory.notifications.statusChanged(Self.web) == .schedule)
    #expect(factory.center.dailyCount == 64)
  }

  @Test func consentIsOnUntilTurnedOffAndSurvivesARelaunch() async throws {
    let disk = DiskKeyValueStore()
    let first = try SettingsTestFactory(disk: disk)
    #expect(first.notifications.isGiven, "DESIGN: the setting defaults to on")
    _ = await first.notifications.setGiven(false).value
    let relaunched = try SettingsTestFactory(disk: disk)
    #expect(!relaunched.notifications.isGiven)
    #expect(await relaunched.notifications.statusChanged(Self.web) == .remove)
    #expect(relaunched.center.dailyCount == 0, "off means nothing is ever scheduled")
  }

  @Test func turningItOnAsksThePersonOnce() async throws {
    let disk = DiskKeyValueStore()
    let factory = try SettingsTestFactory(disk: disk, authorization: .notDetermined)
    _ = await factory.notifications.setGiven(false).value
    #expect(factory.center.authorizationRequestCount == 0, "turning it off never prompts")
    await factory.notifications.statusChanged(Self.web)
    _ = await factory.notifications.setGiven(true).value
    #expect(factory.center.authorizationRequestCount == 1)
    #expect(factory.center.dailyCount == 64, "granted at the prompt, web mode schedules")
  }

  /// Test mode: whenever the switch is on and the system allows delivery, whatever the status.
  @Test(arguments: [
    (true, NotificationAuthorizationStatus.authorized, AppStatus?.some(.zero), 4),
    (true, NotificationAuthorizationStatus.authorized, AppStatus?.some(web), 4),
    (true, NotificationAuthorizationStatus.authorized, AppStatus?.none, 4),
    (true, NotificationAuthorizationStatus.provisional, AppStatus?.some(.zero), 4),
    (true, NotificationAuthorizationStatus.denied, AppStatus?.some(.zero), 0),
    (true, NotificationAuthorizationStatus.notDetermined, AppStatus?.some(.zero), 4),
    (false, NotificationAuthorizationStatus.authorized, AppStatus?.some(web), 0),
  ])
  func testNotificationsGoOutWhenConsentedAndAuthorized(
    consent: Bool, authorization: NotificationAuthorizationStatus, status: AppStatus?, expected: Int
  ) async throws {
    let disk = DiskKeyValueStore()
    let factory = try SettingsTestFactory(disk: disk, authorization: authorization)
    _ = await factory.notifications.setGiven(consent).value
    if let status { await factory.notifications.statusChanged(status) }
    let outcome = await factory.notifications.sendTestNotifications()
    let tests = factory.center.testRequests
    #expect(tests.count == expected)
    switch (consent, expected) {
    case (false, _): #expect(outcome == .consentOff)
    case (true, 0): #expect(outcome == .attempted(.notAuthorized(.denied)))
    default:
      guard case .attempted(.scheduled(count: 4, _)) = outcome else {
        Issue.record("unexpected outcome \(outcome)")
        return
      }
      let fireDates = tests.map(\.nextFireDate).sorted()
      let gaps = zip(fireDates.dropFirst(), fireDates).map { $0.timeIntervalSince($1) }
      #expect(gaps == [5, 5, 5], "seed 000: four notifications, 5 seconds apart")
      #expect(fireDates.first == SettingsTestFactory.now.addingTimeInterval(5))
    }
  }

  @Test func theLastOfQuickFlipsDecides() async throws {
    let disk = DiskKeyValueStore()
    let factory = try SettingsTestFactory(disk: disk)
    await factory.notifications.statusChanged(Self.web)
    let off = factory.notifications.setGiven(false)
    let on = factory.notifications.setGiven(true)
    let offAgain = factory.notifications.setGiven(false)
    _ = await (off.value, on.value, offAgain.value)
    #expect(!factory.notifications.isGiven)
    #expect(factory.center.dailyCount == 0)
  }

  /// The push side hears only of the switch going off, and after the daily notifications went:
  /// the server's pushes stop too, while the local plan is removed at once.
  @Test func turningItOffTellsThePushSideAfterRemovingTheDailyPlan() async throws {
    let tracker = LeakTracker()
    do {
      let disk = DiskKeyValueStore()
      let factory = try SettingsTestFactory(disk: disk)
      let center = factory.center
      let push = RecordingPushOptOut { center.dailyCount }
      let consent = NotificationsConsent(store: factory.store, controller: factory.controller, pushOptOut: push)
      tracker.track(consent, label: "consent")
      tracker.track(push, label: "push opt-out")
      await consent.statusChanged(Self.web)
      #expect(center.dailyCount == 64)

      _ = await consent.setGiven(false).value
      #expect(push.pendingAtEachCall == [0], "told once, after the daily notifications were removed")
      _ = await consent.setGiven(true).value
      #expect(push.turnedOffCount == 1, "turning it on registers through the authorization, not through here")
    }
    try await assertNoLeaks(tracker)
  }

  /// Off and at once on again: the last flip decides, so the device stays registered.
  @Test func aQuickOffAndOnAgainLeavesThePushesOn() async throws {
    let tracker = LeakTracker()
    do {
      let factory = try SettingsTestFactory(disk: DiskKeyValueStore())
      let push = RecordingPushOptOut()
      let consent = NotificationsConsent(store: factory.store, controller: factory.controller, pushOptOut: push)
      tracker.track(consent, label: "consent")
      let off = consent.setGiven(false)
      let on = consent.setGiven(true)
      _ = await (off.value, on.value)
      #expect(consent.isGiven)
      #expect(push.turnedOffCount == 0)
    }
    try await assertNoLeaks(tracker)
  }
}
