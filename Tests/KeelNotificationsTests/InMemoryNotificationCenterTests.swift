import Foundation
import KeelNotifications
import Testing

@Suite struct InMemoryNotificationCenterTests {
  private let start = utc(2026, 6, 10, 6, 0)

  private func request(_ identifier: String, in seconds: TimeInterval, repeats: Bool = false) -> NotificationRequest {
    NotificationRequest(
      identifier: identifier, content: NotificationContent(title: identifier, body: "", sound: .default),
      trigger: .timeInterval(seconds, repeats: repeats))
  }

  @Test func addingWithAPendingIdentifierReplacesTheRequest() async throws {
    let center = InMemoryNotificationCenter(now: start, timeZone: KnownOffsets.berlin.timeZone)
    try await center.add(request("a", in: 100))
    try await center.add(request("b", in: 50))
    try await center.add(request("a", in: 10))
    #expect(await center.pendingRequestIdentifiers() == ["a", "b"])
    #expect(center.pending.map(\.nextFireDate) == [start.addingTimeInterval(10), start.addingTimeInterval(50)])
  }

  @Test func keepsTheSoonestSixtyFourRequests() async throws {
    let center = InMemoryNotificationCenter(now: start, timeZone: KnownOffsets.berlin.timeZone)
    // Added latest-first, so the cap has to sort rather than drop the newest additions.
    for index in (1...70).reversed() {
      try await center.add(request("r\(index)", in: TimeInterval(index * 60)))
    }
    let identifiers = await center.pendingRequestIdentifiers()
    #expect(identifiers.count == 64)
    #expect(identifiers == (1...64).map { "r\($0)" })
  }

  @Test func removesOnlyTheGivenIdentifiers() async throws {
    let center = InMemoryNotificationCenter(now: start, timeZone: KnownOffsets.berlin.timeZone)
    for name in ["a", "b", "c"] { try await center.add(request(name, in: 60)) }
    await center.removePendingRequests(withIdentifiers: ["b", "unknown"])
    #expect(await center.pendingRequestIdentifiers() == ["a", "c"])
  }

  @Test func asksForAuthorizationOnceAndRemembersTheAnswer() async throws {
    let granting = InMemoryNotificationCenter(now: start, timeZone: KnownOffsets.berlin.timeZone)
    #expect(await granting.authorizationStatus() == .notDetermined)
    #expect(try await granting.requestAuthorization())
    #expect(await granting.authorizationStatus() == .authorized)

    let refusing = InMemoryNotificationCenter(
      now: start, timeZone: KnownOffsets.berlin.timeZone, grantsAuthorization: false)
    #expect(try await refusing.requestAuthorization() == false)
    #expect(await refusing.authorizationStatus() == .denied)
    // Settings, not the prompt, changes a decision.
    refusing.setAuthorization(.provisional)
    #expect(try await refusing.requestAuthorization())
    #expect(refusing.authorizationRequestCount == 2)
  }

  @Test func firedRequestsLeaveThePendingListAndRepeatingOnesStay() async throws {
    let center = InMemoryNotificationCenter(now: start, timeZone: KnownOffsets.berlin.timeZone)
    try await center.add(request("once", in: 30))
    try await center.add(request("hourly", in: 3_600, repeats: true))
    center.advance(to: start.addingTimeInterval(7_300))
    #expect(center.delivered.map(\.request.identifier) == ["once", "hourly", "hourly"])
    #expect(center.delivered.map(\.date) == [30, 3_600, 7_200].map { start.addingTimeInterval($0) })
    #expect(center.pending.map(\.request.identifier) == ["hourly"])
    #expect(center.pending.first?.nextFireDate == start.addingTimeInterval(10_800))
  }

  @Test func calendarTriggersFollowTheDevicesTimeZone() async throws {
    let center = InMemoryNotificationCenter(now: start, timeZone: KnownOffsets.berlin.timeZone)
    let components = DateComponents(year: 2026, month: 6, day: 11, hour: 10, minute: 0)
    try await center.add(
      NotificationRequest(
        identifier: "ten", content: NotificationContent(title: "t", body: "b", sound: .default),
        trigger: .calendar(components, repeats: false)))
    #expect(center.pending.first?.nextFireDate == utc(2026, 6, 11, 8, 0))
    center.setTimeZone(KnownOffsets.newYork.timeZone)
    #expect(center.pending.first?.nextFireDate == utc(2026, 6, 11, 14, 0))
  }

  @Test func dailyRepeatingCalendarTriggerKeepsItsLocalTimeAcrossDST() async throws {
    let center = InMemoryNotificationCenter(now: utc(2026, 3, 27, 12, 0), timeZone: KnownOffsets.berlin.timeZone)
    try await center.add(
      NotificationRequest(
        identifier: "daily", content: NotificationContent(title: "t", body: "b", sound: .default),
        trigger: .calendar(DateComponents(hour: 10, minute: 0), repeats: true)))
    center.advance(to: utc(2026, 3, 31, 0, 0))
    #expect(center.delivered.map(\.date) == [utc(2026, 3, 28, 9, 0), utc(2026, 3, 29, 8, 0), utc(2026, 3, 30, 8, 0)])
  }

  @Test func calendarDatesInThePastAreNotKept() async throws {
    let center = InMemoryNotificationCenter(now: start, timeZone: KnownOffsets.berlin.timeZone)
    try await center.add(
      NotificationRequest(
        identifier: "past", content: NotificationContent(title: "t", body: "b", sound: .default),
        trigger: .calendar(DateComponents(year: 2026, month: 6, day: 1, hour: 10, minute: 0), repeats: false)))
    #expect(await center.pendingRequestIdentifiers().isEmpty)
  }

  @Test func refusesIntervalsIOSRefuses() async {
    let center = InMemoryNotificationCenter(now: start, timeZone: KnownOffsets.berlin.timeZone)
    await #expect(
      throws: InMemoryNotificationCenter.RequestError.invalidTimeInterval(identifier: "z", seconds: 0, repeats: false)
    ) {
      try await center.add(request("z", in: 0))
    }
    await #expect(
      throws: InMemoryNotificationCenter.RequestError.invalidTimeInterval(identifier: "r", seconds: 30, repeats: true)
    ) {
      try await center.add(request("r", in: 30, repeats: true))
    }
    #expect(await center.pendingRequestIdentifiers().isEmpty)
  }
}
