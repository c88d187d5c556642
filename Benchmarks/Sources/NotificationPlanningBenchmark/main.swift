import BenchmarkSupport
import Foundation
import KeelNotifications

// Planning the full 64 pending requests (16 days of the four standard times) across Berlin's
// spring-forward change on 29 March 2026, as `scheduleDailyNotifications()` does at every
// launch, foreground and time-zone change (goal: at most 1 ms). Then the whole controller call
// into the in-memory centre: authorization check, pending count, plan, removal of stale
// requests, 64 additions. No anchor: nothing a team would pick instead plans across DST.
// Figures are CPU time, which other builds on a shared machine do not inflate.
let berlin = TimeZone(identifier: "Europe/Berlin")!
let now = Date(timeIntervalSince1970: 1_773_997_200)  // 2026-03-20 09:00 UTC
let messages = (1...10).map { NotificationMessage(title: "Title \($0)", body: "Body \($0)") }
let planner = NotificationPlanner(identifierPrefix: "keel.notifications", sound: .named("win.wav"))

let planning = try await measure(
  "NotificationPlanner: 64 daily requests across a DST change", iterations: 50, time: .cpu
) {
  var generator = SplitMix64(seed: 7)
  let plan = try planner.planDaily(
    schedules: DailyNotificationSchedule.standard, messages: messages, now: now, timeZone: berlin, limit: 64,
    using: &generator)
  precondition(plan.count == 64 && plan.contains { $0.request.identifier.hasSuffix("2026-03-29") })
}
TableRow(
  metric: "Notification planning: 64 daily requests across a DST change (CPU time)", keel: planning.summary(),
  goal: "≤ 1 ms", met: planning.median <= .milliseconds(1)
).print()

let scheduling = await measure(
  "DefaultLocalNotificationsController: schedule 64 into the in-memory centre", iterations: 50, time: .cpu
) {
  let center = InMemoryNotificationCenter(now: now, timeZone: berlin, authorization: .authorized)
  let controller = DefaultLocalNotificationsController(
    messagesProvider: StaticNotificationMessages(messages), center: center, seed: 7, now: { now },
    timeZone: { berlin })
  let result = await controller.scheduleDailyNotifications()
  guard case .scheduled(count: 64, _) = result else { preconditionFailure("unexpected \(result)") }
}
TableRow(
  metric: "Notification scheduling: the controller's whole call into the in-memory centre, 64 requests (CPU time)",
  keel: scheduling.summary(), met: nil
).print()
