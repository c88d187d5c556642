import Foundation
import KeelNotifications
import Testing

@Suite struct NotificationPlannerTests {
  // MARK: - Wall-clock times across DST and zones

  @Test func berlinSpringForwardKeepsEveryLocalTime() throws {
    let plan = try dailyPlan(from: utc(2026, 3, 27, 11, 0), in: .berlin)  // 12:00 CET
    #expect(plan.count == 64)
    expectIntendedWallClocks(plan, in: .berlin)
    #expect(fireDate(of: "daily-13-00", on: "2026-03-27", in: plan) == utc(2026, 3, 27, 12, 0))
    #expect(fireDate(of: "daily-10-00", on: "2026-03-28", in: plan) == utc(2026, 3, 28, 9, 0))
    #expect(fireDate(of: "daily-10-00", on: "2026-03-29", in: plan) == utc(2026, 3, 29, 8, 0))
    #expect(fireDate(of: "daily-22-30", on: "2026-03-29", in: plan) == utc(2026, 3, 29, 20, 30))
    // The day of the change is 23 hours long, and so is the gap between its two 10:00s.
    let before = try #require(fireDate(of: "daily-10-00", on: "2026-03-28", in: plan))
    let after = try #require(fireDate(of: "daily-10-00", on: "2026-03-29", in: plan))
    #expect(after.timeIntervalSince(before) == 23 * 3_600)
  }

  @Test func berlinFallBackKeepsEveryLocalTime() throws {
    let plan = try dailyPlan(from: utc(2026, 10, 23, 6, 0), in: .berlin)  // 08:00 CEST
    expectIntendedWallClocks(plan, in: .berlin)
    #expect(fireDate(of: "daily-10-00", on: "2026-10-24", in: plan) == utc(2026, 10, 24, 8, 0))
    #expect(fireDate(of: "daily-10-00", on: "2026-10-25", in: plan) == utc(2026, 10, 25, 9, 0))
    #expect(fireDate(of: "daily-19-00", on: "2026-10-25", in: plan) == utc(2026, 10, 25, 18, 0))
  }

  @Test func newYorkFallBackKeepsEveryLocalTime() throws {
    let plan = try dailyPlan(from: utc(2026, 10, 30, 12, 0), in: .newYork)  // 08:00 EDT
    expectIntendedWallClocks(plan, in: .newYork)
    #expect(fireDate(of: "daily-10-00", on: "2026-10-31", in: plan) == utc(2026, 10, 31, 14, 0))
    #expect(fireDate(of: "daily-10-00", on: "2026-11-01", in: plan) == utc(2026, 11, 1, 15, 0))
    #expect(fireDate(of: "daily-22-30", on: "2026-11-01", in: plan) == utc(2026, 11, 2, 3, 30))
  }

  @Test func lordHoweHalfHourShiftsKeepEveryLocalTime() throws {
    let april = try dailyPlan(from: utc(2026, 4, 2, 12, 0), in: .lordHowe)
    expectIntendedWallClocks(april, in: .lordHowe)
    #expect(fireDate(of: "daily-10-00", on: "2026-04-04", in: april) == utc(2026, 4, 3, 23, 0))
    #expect(fireDate(of: "daily-10-00", on: "2026-04-05", in: april) == utc(2026, 4, 4, 23, 30))

    let october = try dailyPlan(from: utc(2026, 10, 1, 12, 0), in: .lordHowe)
    expectIntendedWallClocks(october, in: .lordHowe)
    #expect(fireDate(of: "daily-10-00", on: "2026-10-03", in: october) == utc(2026, 10, 2, 23, 30))
    #expect(fireDate(of: "daily-10-00", on: "2026-10-04", in: october) == utc(2026, 10, 3, 23, 0))
  }

  @Test func slotInsideSkippedHourFiresTheGapLater() throws {
    let schedules = [DailyNotificationSchedule(identifier: "night", hour: 2, minute: 30)]
    let plan = try dailyPlan(from: utc(2026, 3, 27, 12, 0), in: .berlin, schedules: schedules, limit: 4)
    #expect(plan.map(\.request.identifier).map(dateSuffix) == ["2026-03-28", "2026-03-29", "2026-03-30", "2026-03-31"])
    // 02:30 does not exist on 29 March; it fires at 03:30 CEST, the same distance past the change.
    let skipped = try #require(fireDate(of: "night", on: "2026-03-29", in: plan))
    #expect(skipped == utc(2026, 3, 29, 1, 30))
    #expect(KnownOffsets.berlin.wallClock(at: skipped) == WallClock(year: 2026, month: 3, day: 29, hour: 3, minute: 30))
    let trigger = try #require(plan[1].request.trigger.components)
    #expect((trigger.hour, trigger.minute) == (3, 30))
    #expect(fireDate(of: "night", on: "2026-03-28", in: plan) == utc(2026, 3, 28, 1, 30))
    #expect(fireDate(of: "night", on: "2026-03-30", in: plan) == utc(2026, 3, 30, 0, 30))

    let lordHowe = try dailyPlan(
      from: utc(2026, 10, 1, 12, 0), in: .lordHowe,
      schedules: [DailyNotificationSchedule(identifier: "night", hour: 2, minute: 15)], limit: 4)
    // Lord Howe jumps from 02:00 to 02:30: 02:15 fires at 02:45 (+11:00).
    #expect(fireDate(of: "night", on: "2026-10-04", in: lordHowe) == utc(2026, 10, 3, 15, 45))
  }

  @Test func slotInsideRepeatedHourFiresOnceAtItsFirstOccurrence() throws {
    let schedules = [DailyNotificationSchedule(identifier: "night", hour: 2, minute: 30)]
    let plan = try dailyPlan(from: utc(2026, 10, 23, 12, 0), in: .berlin, schedules: schedules, limit: 4)
    #expect(plan.filter { $0.request.identifier.hasSuffix("2026-10-25") }.count == 1)
    let occurrences = KnownOffsets.berlin.instants(
      showing: WallClock(year: 2026, month: 10, day: 25, hour: 2, minute: 30))
    #expect(occurrences == [utc(2026, 10, 25, 0, 30), utc(2026, 10, 25, 1, 30)])
    #expect(fireDate(of: "night", on: "2026-10-25", in: plan) == occurrences.first)

    let newYork = try dailyPlan(
      from: utc(2026, 10, 30, 12, 0), in: .newYork,
      schedules: [DailyNotificationSchedule(identifier: "night", hour: 1, minute: 30)], limit: 4)
    #expect(fireDate(of: "night", on: "2026-11-01", in: newYork) == utc(2026, 11, 1, 5, 30))

    let lordHowe = try dailyPlan(
      from: utc(2026, 4, 2, 12, 0), in: .lordHowe,
      schedules: [DailyNotificationSchedule(identifier: "night", hour: 1, minute: 45)], limit: 4)
    // 01:30-02:00 happens twice on 5 April; the first 01:45 is still at +11:00.
    #expect(fireDate(of: "night", on: "2026-04-05", in: lordHowe) == utc(2026, 4, 4, 14, 45))
  }

  @Test func timeZoneChangeBetweenPlansMovesEveryRequestToTheNewZone() throws {
    let now = utc(2026, 6, 10, 6, 0)
    let inBerlin = try dailyPlan(from: now, in: .berlin)
    let inNewYork = try dailyPlan(from: now, in: .newYork)
    let inTokyo = try dailyPlan(from: now, in: .tokyo)
    expectIntendedWallClocks(inBerlin, in: .berlin)
    expectIntendedWallClocks(inNewYork, in: .newYork)
    expectIntendedWallClocks(inTokyo, in: .tokyo)
    // 08:00 in Berlin: today's 10:00 is next. 02:00 in New York: also today's 10:00.
    // 15:00 in Tokyo: today's 19:00.
    #expect(inBerlin.first?.fireDate == utc(2026, 6, 10, 8, 0))
    #expect(inNewYork.first?.fireDate == utc(2026, 6, 10, 14, 0))
    #expect(inTokyo.first?.fireDate == utc(2026, 6, 10, 10, 0))
    #expect(inTokyo.first?.request.identifier == "keel.notifications.daily.daily-19-00.2026-06-10")
  }

  @Test func slotsAlreadyPassedTodayAreSkippedAndTheExactTimeIsNotRepeated() throws {
    // Exactly 13:00 CEST: the 13:00 slot is firing now, so the plan starts at 19:00.
    let plan = try dailyPlan(from: utc(2026, 6, 10, 11, 0), in: .berlin)
    #expect(plan.first?.request.identifier == "keel.notifications.daily.daily-19-00.2026-06-10")
    #expect(plan.first?.fireDate == utc(2026, 6, 10, 17, 0))
  }

  // MARK: - Limits

  @Test func planStaysWithinTheLimitAndKeepsTheSoonest() throws {
    let full = try dailyPlan(from: utc(2026, 6, 10, 6, 0), in: .berlin)
    let limited = try dailyPlan(from: utc(2026, 6, 10, 6, 0), in: .berlin, limit: 10)
    #expect(full.count == 64)
    #expect(limited.count == 10)
    #expect(limited.map(\.request.identifier) == full.prefix(10).map(\.request.identifier))
    #expect(full.map(\.fireDate) == full.map(\.fireDate).sorted())
    #expect(Set(full.map(\.request.identifier)).count == 64)
    #expect(try dailyPlan(from: utc(2026, 6, 10, 6, 0), in: .berlin, limit: 0).isEmpty)
    // A limit past iOS's cap is cut to it: iOS would keep only the soonest 64 anyway.
    #expect(try dailyPlan(from: utc(2026, 6, 10, 6, 0), in: .berlin, limit: 100).count == 64)
  }

  @Test func schedulesAtTheSameTimeAreOrderedByIdentifier() throws {
    let schedules = [
      DailyNotificationSchedule(identifier: "b", hour: 9, minute: 0),
      DailyNotificationSchedule(identifier: "a", hour: 9, minute: 0),
    ]
    let plan = try dailyPlan(from: utc(2026, 6, 10, 6, 0), in: .berlin, schedules: schedules, limit: 4)
    #expect(plan.map(\.request.identifier).map { $0.split(separator: ".")[3] } == ["a", "b", "a", "b"])
  }

  @Test func planStopsAtTheMaximumDays() throws {
    let shortPlanner = NotificationPlanner(identifierPrefix: "app", maximumDays: 3)
    var generator = SplitMix64(seed: 1)
    let plan = try shortPlanner.planDaily(
      schedules: DailyNotificationSchedule.standard, messages: sampleMessages, now: utc(2026, 6, 10, 6, 0),
      timeZone: KnownOffsets.berlin.timeZone, limit: 64, using: &generator)
    #expect(plan.count == 12)
    #expect(Set(plan.map { dateSuffix($0.request.identifier) }) == ["2026-06-10", "2026-06-11", "2026-06-12"])
  }

  // MARK: - Messages

  @Test func sameSeedGivesTheSamePlan() throws {
    let first = try dailyPlan(from: utc(2026, 6, 10, 6, 0), in: .berlin, seed: 42)
    let second = try dailyPlan(from: utc(2026, 6, 10, 6, 0), in: .berlin, seed: 42)
    #expect(first == second)
  }

  @Test func differentSeedsGiveDifferentMessagesAtTheSameTimes() throws {
    let plans = try (1...5).map { try dailyPlan(from: utc(2026, 6, 10, 6, 0), in: .berlin, seed: UInt64($0)) }
    let timings = Set(plans.map { $0.map { [$0.request.identifier: $0.fireDate] } })
    let messageSequences = Set(plans.map { $0.map(\.request.content) })
    #expect(timings.count == 1)
    #expect(messageSequences.count == 5)
  }

  @Test(arguments: [1, 2, 3, 99, 12_345] as [UInt64])
  func messagesVaryWithinADayAndFromDayToDay(seed: UInt64) throws {
    let plan = try dailyPlan(from: utc(2026, 6, 10, 6, 0), in: .berlin, seed: seed)
    let byDay = Dictionary(grouping: plan) { dateSuffix($0.request.identifier) }
    for (_, day) in byDay {
      #expect(Set(day.map(\.request.content)).count == day.count)
    }
    for schedule in DailyNotificationSchedule.standard {
      let slot = plan.filter { $0.request.identifier.contains(".\(schedule.identifier).") }.map(\.request.content)
      for (yesterday, today) in zip(slot, slot.dropFirst()) {
        #expect(yesterday != today)
      }
    }
    // Every message gets used.
    #expect(Set(plan.map(\.request.content.title)).count == sampleMessages.count)
  }

  @Test func twoMessagesNeverRepeatBackToBack() throws {
    var generator = SplitMix64(seed: 3)
    let plan = try planner.planDaily(
      schedules: DailyNotificationSchedule.standard, messages: Array(sampleMessages.prefix(2)),
      now: utc(2026, 6, 10, 6, 0), timeZone: KnownOffsets.berlin.timeZone, limit: 64, using: &generator)
    for (previous, next) in zip(plan, plan.dropFirst()) {
      #expect(previous.request.content != next.request.content)
    }
  }

  @Test func requestsAskForTheConfiguredSoundAndFloatingWallClockTriggers() throws {
    let plan = try dailyPlan(from: utc(2026, 6, 10, 6, 0), in: .berlin)
    #expect(plan.allSatisfy { $0.request.content.sound == .named("win.wav") })
    let components = try #require(plan.first?.request.trigger.components)
    #expect(components.timeZone == nil)
    #expect(components == DateComponents(year: 2026, month: 6, day: 10, hour: 10, minute: 0))
    #expect(plan.allSatisfy { if case .calendar(_, repeats: false) = $0.request.trigger { true } else { false } })
  }

  // MARK: - Test mode

  @Test func testModePlansFourNotificationsFiveSecondsApart() throws {
    var generator = SplitMix64(seed: 1)
    let now = utc(2026, 6, 10, 6, 0)
    let plan = try planner.planTest(messages: sampleMessages, now: now, using: &generator)
    #expect(plan.map(\.request.trigger.timeInterval) == [5, 10, 15, 20])
    #expect(plan.map(\.fireDate) == [5, 10, 15, 20].map { now.addingTimeInterval($0) })
    #expect(plan.map(\.request.identifier) == (1...4).map { "keel.notifications.test.\($0)" })
    #expect(Set(plan.map(\.request.content)).count == 4)
  }

  // MARK: - Bad input

  @Test func badInputIsNamed() {
    let berlin = KnownOffsets.berlin
    #expect(throws: NotificationPlanningError.noMessages) {
      var generator = SplitMix64(seed: 1)
      _ = try planner.planDaily(
        schedules: DailyNotificationSchedule.standard, messages: [], now: .now, timeZone: berlin.timeZone, limit: 64,
        using: &generator)
    }
    let cases: [([DailyNotificationSchedule], NotificationPlanningError)] = [
      ([], .noSchedules),
      ([.init(identifier: "late", hour: 24, minute: 0)], .invalidTime(schedule: "late", hour: 24, minute: 0)),
      ([.init(identifier: "odd", hour: 9, minute: 60)], .invalidTime(schedule: "odd", hour: 9, minute: 60)),
      ([.init(identifier: "a.b", hour: 9, minute: 0)], .invalidIdentifier("a.b")),
      ([.init(identifier: "", hour: 9, minute: 0)], .invalidIdentifier("")),
      (
        [.init(identifier: "x", hour: 9, minute: 0), .init(identifier: "x", hour: 10, minute: 0)],
        .duplicateIdentifier("x")
      ),
    ]
    for (schedules, error) in cases {
      #expect(throws: error) {
        var generator = SplitMix64(seed: 1)
        _ = try planner.planDaily(
          schedules: schedules, messages: sampleMessages, now: .now, timeZone: berlin.timeZone, limit: 64,
          using: &generator)
      }
    }
    #expect(throws: NotificationPlanningError.emptyMessage(index: 1)) {
      var generator = SplitMix64(seed: 1)
      _ = try planner.planTest(
        messages: [sampleMessages[0], NotificationMessage(title: "", body: "")], now: .now, using: &generator)
    }
    #expect(NotificationPlanningError.invalidTime(schedule: "late", hour: 24, minute: 0).description.contains("'late'"))
  }

  @Test func settingsOutOfRangeAreNamed() {
    let berlin = KnownOffsets.berlin
    #expect(throws: NotificationPlanningError.invalidSetting(name: "maximumDays", value: "0", allowed: "at least 1")) {
      var generator = SplitMix64(seed: 1)
      _ = try NotificationPlanner(identifierPrefix: "app", maximumDays: 0).planDaily(
        schedules: DailyNotificationSchedule.standard, messages: sampleMessages, now: .now, timeZone: berlin.timeZone,
        limit: 64, using: &generator)
    }
    let testCases: [(count: Int, interval: TimeInterval, error: NotificationPlanningError)] = [
      (0, 5, .invalidSetting(name: "testNotificationCount", value: "0", allowed: "at least 1")),
      (4, 0, .invalidSetting(name: "testNotificationInterval", value: "0.0 s", allowed: "more than 0 s")),
      (4, -5, .invalidSetting(name: "testNotificationInterval", value: "-5.0 s", allowed: "more than 0 s")),
    ]
    for (count, interval, error) in testCases {
      #expect(throws: error) {
        var generator = SplitMix64(seed: 1)
        _ = try planner.planTest(
          messages: sampleMessages, now: .now, count: count, interval: interval, using: &generator)
      }
    }
    #expect(
      testCases[1].error.description
        == "notification setting 'testNotificationInterval' is 0.0 s: it must be more than 0 s")
  }

  // MARK: - Helpers

  /// Every request of a standard-schedule plan fires at its first instant at which the zone's
  /// wall clock shows its schedule's time on its date, read with `KnownOffsets` rather than the
  /// planner's code. (No standard time falls in a skipped hour; those tests check by hand.)
  private func expectIntendedWallClocks(
    _ plan: [PlannedNotification], in zone: KnownOffsets, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for item in plan {
      let parts = item.request.identifier.split(separator: ".")
      let schedule = DailyNotificationSchedule.standard.first { $0.identifier == parts[parts.count - 2] }!
      let date = parts[parts.count - 1].split(separator: "-").map { Int($0)! }
      let intended = WallClock(
        year: date[0], month: date[1], day: date[2], hour: schedule.hour, minute: schedule.minute)
      #expect(
        zone.instants(showing: intended).first == item.fireDate, "\(item.request.identifier)",
        sourceLocation: sourceLocation)
      #expect(zone.wallClock(at: item.fireDate) == intended, sourceLocation: sourceLocation)
      let components = item.request.trigger.components
      #expect(
        components
          == DateComponents(year: date[0], month: date[1], day: date[2], hour: schedule.hour, minute: schedule.minute),
        sourceLocation: sourceLocation)
    }
  }

  private func fireDate(of schedule: String, on day: String, in plan: [PlannedNotification]) -> Date? {
    plan.first { $0.request.identifier == "keel.notifications.daily.\(schedule).\(day)" }?.fireDate
  }

  private func dateSuffix(_ identifier: String) -> String {
    String(identifier.split(separator: ".").last!)
  }
}
