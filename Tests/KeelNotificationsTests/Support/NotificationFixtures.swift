import Foundation
import KeelNotifications
import Logging

/// Ten messages, like the reference app's `notification.message1...10`.
let sampleMessages: [NotificationMessage] = (1...10).map {
  NotificationMessage(title: "Title \($0)", body: "Body \($0)")
}

let planner = NotificationPlanner(identifierPrefix: "keel.notifications", sound: .named("win.wav"))

/// A daily plan with the standard schedules and sample messages.
func dailyPlan(
  from now: Date, in zone: KnownOffsets, schedules: [DailyNotificationSchedule] = DailyNotificationSchedule.standard,
  limit: Int = NotificationPlanner.maximumPendingRequests, seed: UInt64 = 1
) throws -> [PlannedNotification] {
  var generator = SplitMix64(seed: seed)
  return try planner.planDaily(
    schedules: schedules, messages: sampleMessages, now: now, timeZone: zone.timeZone, limit: limit,
    using: &generator)
}

/// A request added by another part of the app: a dated reminder far in the future, so it
/// stays pending.
func otherRequest(_ index: Int) -> NotificationRequest {
  NotificationRequest(
    identifier: "reminders.\(index)",
    content: NotificationContent(title: "Reminder", body: "\(index)", sound: .default),
    trigger: .calendar(DateComponents(year: 2027, month: 1, day: 1, hour: 9, minute: index % 60), repeats: false))
}

/// A controller over `center` (or `client`, a wrapper of it), whose clock and time zone are
/// the controller's too.
func makeController(
  center: InMemoryNotificationCenter, client: (any NotificationCenterClient)? = nil,
  configuration: LocalNotificationsConfiguration = LocalNotificationsConfiguration(),
  messages: [NotificationMessage] = sampleMessages, seed: UInt64 = 7, logger: Logger = Logger(label: "test")
) -> DefaultLocalNotificationsController {
  DefaultLocalNotificationsController(
    messagesProvider: StaticNotificationMessages(messages), center: client ?? center, configuration: configuration,
    seed: seed, now: { center.now }, timeZone: { center.timeZone }, logger: logger)
}

extension NotificationTrigger {
  var timeInterval: TimeInterval? {
    if case .timeInterval(let seconds, _) = self { seconds } else { nil }
  }

  var components: DateComponents? {
    if case .calendar(let components, _) = self { components } else { nil }
  }
}

/// A centre that refuses requests whose identifier `refuses` matches, as iOS does when it
/// cannot store a request, and passes everything else to `center`.
struct RefusingNotificationCenter: NotificationCenterClient {
  struct Refusal: Error, CustomStringConvertible {
    var description: String { "the centre refused the request" }
  }

  let center: InMemoryNotificationCenter
  let refuses: @Sendable (String) -> Bool

  func authorizationStatus() async -> NotificationAuthorizationStatus { await center.authorizationStatus() }
  func requestAuthorization() async throws -> Bool { try await center.requestAuthorization() }
  func pendingRequestIdentifiers() async -> [String] { await center.pendingRequestIdentifiers() }
  func removePendingRequests(withIdentifiers identifiers: [String]) async {
    await center.removePendingRequests(withIdentifiers: identifiers)
  }

  func add(_ request: NotificationRequest) async throws {
    if refuses(request.identifier) { throw Refusal() }
    try await center.add(request)
  }
}
