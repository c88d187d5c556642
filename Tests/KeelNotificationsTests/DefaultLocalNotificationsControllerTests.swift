import Foundation
import KeelNotifications
import KeelTesting
import Testing

@Suite struct DefaultLocalNotificationsControllerTests {
  private let start = utc(2026, 6, 10, 6, 0)  // 08:00 in Berlin

  private func authorizedCenter(at now: Date? = nil, in zone: KnownOffsets = .berlin) -> InMemoryNotificationCenter {
    InMemoryNotificationCenter(now: now ?? start, timeZone: zone.timeZone, authorization: .authorized)
  }

  private func ownPending(_ center: InMemoryNotificationCenter) -> [InMemoryNotificationCenter.Pending] {
    center.pending.filter { $0.request.identifier.hasPrefix("keel.notifications.") }
  }

  // MARK: - Authorization

  @Test(arguments: [NotificationAuthorizationStatus.notDetermined, .denied])
  func withoutPermissionNothingIsScheduledAndTheCallerIsTold(status: NotificationAuthorizationStatus) async {
    let center = InMemoryNotificationCenter(now: start, timeZone: KnownOffsets.berlin.timeZone, authorization: status)
    let logs = LogCapture()
    let controller = makeController(center: center, logger: logs.logger())
    #expect(await controller.scheduleDailyNotifications() == .notAuthorized(status))
    #expect(await controller.scheduleTestNotifications() == .notAuthorized(status))
    #expect(center.pending.isEmpty)
    // Scheduling never prompts; asking is the app's decision.
    #expect(center.authorizationRequestCount == 0)
    #expect(logs.lines.contains("notifications not scheduled: authorization is \(status.rawValue)"))
  }

  @Test func requestingAuthorizationReportsTheAnswer() async {
    let granting = InMemoryNotificationCenter(now: start, timeZone: KnownOffsets.berlin.timeZone)
    let refusing = InMemoryNotificationCenter(
      now: start, timeZone: KnownOffsets.berlin.timeZone, grantsAuthorization: false)
    #expect(await makeController(center: granting).requestAuthorization())
    #expect(await makeController(center: refusing).requestAuthorization() == false)
    // The answer sticks: the granting centre now schedules, the refusing one is told why not.
    guard case .scheduled(count: 64, _) = await makeController(center: granting).scheduleDailyNotifications() else {
      Issue.record("a granted centre should take the full plan")
      return
    }
    #expect(granting.pending.count == 64)
    #expect(await makeController(center: refusing).scheduleDailyNotifications() == .notAuthorized(.denied))
    #expect(refusing.pending.isEmpty)
  }

  @Test func provisionalAuthorizationSchedules() async {
    let center = InMemoryNotificationCenter(
      now: start, timeZone: KnownOffsets.berlin.timeZone, authorization: .provisional)
    let result = await makeController(center: center).scheduleDailyNotifications()
    #expect(result == .scheduled(count: 64, lastFireDate: center.pending.last?.nextFireDate))
  }

  // MARK: - The 64 limit

  @Test func fillsTheRequestsLeftByOtherPartsOfTheApp() async throws {
    let center = authorizedCenter()
    for index in 1...10 { try await center.add(otherRequest(index)) }
    let result = await makeController(center: center).scheduleDailyNotifications()
    #expect(center.pending.count == 64)
    #expect(ownPending(center).count == 54)
    #expect(center.pending.filter { $0.request.identifier.hasPrefix("reminders.") }.count == 10)
    #expect(result == .scheduled(count: 54, lastFireDate: ownPending(center).last?.nextFireDate))
  }

  @Test func leavesReservedRoomForOtherRequests() async throws {
    let center = authorizedCenter()
    for index in 1...10 { try await center.add(otherRequest(index)) }
    let controller = makeController(center: center, configuration: LocalNotificationsConfiguration(reservedRequests: 4))
    await controller.scheduleDailyNotifications()
    #expect(ownPending(center).count == 50)
  }

  @Test func schedulesNothingWhenOtherRequestsFillTheLimit() async throws {
    let center = authorizedCenter()
    for index in 1...64 { try await center.add(otherRequest(index)) }
    #expect(await makeController(center: center).scheduleDailyNotifications() == .noRoom(otherPendingRequests: 64))
    #expect(center.pending.count == 64)
    #expect(ownPending(center).isEmpty)
  }

  // MARK: - Idempotency and removal

  @Test func schedulingAgainChangesNothing() async throws {
    let center = authorizedCenter()
    try await center.add(otherRequest(1))
    let controller = makeController(center: center)
    let first = await controller.scheduleDailyNotifications()
    let afterFirst = center.pending
    let second = await controller.scheduleDailyNotifications()
    #expect(first == second)
    #expect(center.pending == afterFirst)
    #expect(afterFirst.count == 64)

    // Another seed (a new launch) re-draws messages but replaces rather than adds.
    await makeController(center: center, seed: 99).scheduleDailyNotifications()
    #expect(center.pending.map(\.request.identifier) == afterFirst.map(\.request.identifier))
    #expect(center.pending.map(\.request.content) != afterFirst.map(\.request.content))
  }

  @Test func concurrentCallsLeaveOnePlan() async {
    let center = authorizedCenter()
    let controller = makeController(center: center)
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<6 {
        group.addTask {
          if index == 3 {
            await controller.removeDailyNotifications()
          } else {
            await controller.scheduleDailyNotifications()
          }
        }
      }
    }
    await controller.scheduleDailyNotifications()
    #expect(center.pending.count == 64)
    #expect(Set(center.pending.map(\.request.identifier)).count == 64)
  }

  @Test func removalTouchesOnlyThisPackagesRequests() async throws {
    let center = authorizedCenter()
    let lookalikes = ["reminders.1", "keel.notificationsX.daily.a.2026-06-10", "keel.other", "daily-10-00"]
    for identifier in lookalikes {
      try await center.add(
        NotificationRequest(identifier: identifier, content: otherRequest(1).content, trigger: otherRequest(1).trigger))
    }
    let controller = makeController(center: center)
    await controller.scheduleDailyNotifications()
    #expect(ownPending(center).count == 60)
    await controller.removeDailyNotifications()
    #expect(Set(await center.pendingRequestIdentifiers()) == Set(lookalikes))

    await controller.scheduleTestNotifications()
    await controller.removeDailyNotifications()
    #expect(Set(await center.pendingRequestIdentifiers()) == Set(lookalikes))
  }

  // MARK: - Test mode

  @Test func testModeDeliversFourNotificationsFiveSecondsApart() async {
    let center = authorizedCenter()
    let controller = makeController(center: center)
    await controller.scheduleDailyNotifications()
    let result = await controller.scheduleTestNotifications()
    #expect(result == .scheduled(count: 4, lastFireDate: start.addingTimeInterval(20)))
    // Test mode replaces the daily plan.
    #expect(center.pending.map(\.request.trigger.timeInterval) == [5, 10, 15, 20])
    center.advance(to: start.addingTimeInterval(60))
    #expect(center.delivered.map(\.date) == [5, 10, 15, 20].map { start.addingTimeInterval($0) })
    #expect(center.pending.isEmpty)
  }

  // MARK: - Delivery over time

  @Test func replanningAtLaunchKeepsDailyDeliveryGoingAcrossDST() async {
    // 8 March to 27 April 2026 in Berlin, relaunching every 12 days: 50 days, 200 deliveries.
    let begin = utc(2026, 3, 8, 6, 0)
    let center = authorizedCenter(at: begin)
    let controller = makeController(center: center)
    var launch = begin
    while launch < utc(2026, 4, 27, 6, 0) {
      center.advance(to: launch)
      await controller.scheduleDailyNotifications()
      launch = launch.addingTimeInterval(12 * 86_400)
    }
    center.advance(to: utc(2026, 4, 27, 6, 0))
    let delivered = center.delivered
    #expect(delivered.count == 200)
    #expect(Set(delivered.map(\.request.identifier)).count == 200)
    var expected: [Date] = []
    for day in 0..<50 {
      let (year, month, dayOfMonth) = civilFromDays(daysFromCivil(2026, 3, 8) + day)
      for schedule in DailyNotificationSchedule.standard {
        let wallClock = WallClock(
          year: year, month: month, day: dayOfMonth, hour: schedule.hour, minute: schedule.minute)
        expected.append(KnownOffsets.berlin.instants(showing: wallClock)[0])
      }
    }
    #expect(delivered.map(\.date) == expected)
  }

  @Test func withoutAReplanDeliveryStopsAfterTheWindow() async {
    let center = authorizedCenter()
    await makeController(center: center).scheduleDailyNotifications()
    center.advance(to: start.addingTimeInterval(30 * 86_400))
    #expect(center.delivered.count == 64)
    #expect(center.pending.isEmpty)
  }

  @Test func timeZoneChangeBetweenPlansMovesThePlanToTheNewZone() async {
    let center = authorizedCenter()
    let controller = makeController(center: center)
    await controller.scheduleDailyNotifications()
    // Flying to New York: the floating triggers now read New York's clock...
    center.advance(to: utc(2026, 6, 10, 12, 0))
    center.setTimeZone(KnownOffsets.newYork.timeZone)
    // ...and the re-plan on NSSystemTimeZoneDidChange plans New York days.
    await controller.scheduleDailyNotifications()
    let pending = center.pending
    #expect(pending.count == 64)
    #expect(pending.first?.request.identifier == "keel.notifications.daily.daily-10-00.2026-06-10")
    for item in pending {
      let components = item.request.trigger.components!
      let wallClock = WallClock(
        year: components.year!, month: components.month!, day: components.day!, hour: components.hour!,
        minute: components.minute!)
      #expect(KnownOffsets.newYork.instants(showing: wallClock) == [item.nextFireDate])
    }
  }

  // MARK: - Failures

  @Test func invalidInputSchedulesNothingAndKeepsThePreviousPlan() async {
    let center = authorizedCenter()
    await makeController(center: center).scheduleDailyNotifications()
    let before = center.pending
    let empty = makeController(center: center, messages: [])
    #expect(await empty.scheduleDailyNotifications() == .invalidInput(.noMessages))
    let badSchedule = makeController(
      center: center,
      configuration: LocalNotificationsConfiguration(schedules: [.init(identifier: "x", hour: 25, minute: 0)]))
    #expect(
      await badSchedule.scheduleDailyNotifications() == .invalidInput(.invalidTime(schedule: "x", hour: 25, minute: 0)))
    #expect(center.pending == before)
  }

  @Test func aRefusedRequestLeavesNoHalfPlan() async throws {
    let center = authorizedCenter()
    try await center.add(otherRequest(1))
    await makeController(center: center).scheduleDailyNotifications()
    #expect(center.pending.count == 64)
    // The centre takes the first days, then refuses the plan's request for 20 June.
    let refusing = RefusingNotificationCenter(center: center) { $0.hasSuffix("2026-06-20") }
    let result = await makeController(center: center, client: refusing, seed: 99).scheduleDailyNotifications()
    guard case .failed(let message) = result else {
      Issue.record("expected a failure, got \(result)")
      return
    }
    #expect(message.contains("keel.notifications.daily.daily-10-00.2026-06-20"))
    #expect(await center.pendingRequestIdentifiers() == ["reminders.1"])
  }

  @Test(arguments: [-1, 64])
  func anOutOfRangeReserveSchedulesNothing(reserved: Int) async throws {
    let center = authorizedCenter()
    try await center.add(otherRequest(1))
    let logs = LogCapture()
    let controller = makeController(
      center: center, configuration: LocalNotificationsConfiguration(reservedRequests: reserved), logger: logs.logger())
    let expected = NotificationPlanningError.invalidSetting(
      name: "reservedRequests", value: "\(reserved)", allowed: "0...63")
    #expect(await controller.scheduleDailyNotifications() == .invalidInput(expected))
    #expect(await center.pendingRequestIdentifiers() == ["reminders.1"])
    #expect(
      logs.lines.contains(
        "notifications not scheduled: notification setting 'reservedRequests' is \(reserved): it must be 0...63"))
  }

  @Test func aZeroTestIntervalNeverReachesTheCentre() async {
    // iOS raises an exception (a crash, not an error) for a time interval of 0.
    let center = authorizedCenter()
    let controller = makeController(
      center: center, configuration: LocalNotificationsConfiguration(testNotificationInterval: 0))
    await controller.scheduleDailyNotifications()
    let before = center.pending
    #expect(
      await controller.scheduleTestNotifications()
        == .invalidInput(.invalidSetting(name: "testNotificationInterval", value: "0.0 s", allowed: "more than 0 s")))
    #expect(center.pending == before)
  }
}
