import Foundation

/// Turns schedules and messages into the exact requests to add: a pure function of its inputs
/// (the instant "now", the time zone, and a random number generator for message choice).
///
/// Daily requests are dated, non-repeating calendar triggers, soonest first, one per schedule
/// per day from now on, cut at `limit` requests or `maximumDays` days, whichever comes first.
/// Messages are dealt from a shuffled deck: no message repeats until every message has been
/// used, and a new deck starts with messages not dealt recently. With at least twice as many
/// messages as daily slots, a day's messages are all different and each slot's message differs
/// from the one it had the day before.
public struct NotificationPlanner: Sendable {
  /// iOS keeps at most this many pending requests per app (the soonest ones).
  public static let maximumPendingRequests = 64

  /// Starts every identifier this planner makes; removal matches on it.
  public var identifierPrefix: String
  /// The sound each request asks for (the adapter falls back to the default sound when the
  /// bundle lacks the file).
  public var sound: NotificationSound
  /// How far ahead daily requests reach when the request budget would allow more.
  public var maximumDays: Int

  /// A planner naming requests with `identifierPrefix`, asking for `sound`, planning at most
  /// `maximumDays` ahead.
  public init(identifierPrefix: String, sound: NotificationSound = .default, maximumDays: Int = 30) {
    self.identifierPrefix = identifierPrefix
    self.sound = sound
    self.maximumDays = maximumDays
  }

  /// Identifiers of daily requests start with this.
  public var dailyIdentifierPrefix: String { "\(identifierPrefix).daily." }
  /// Identifiers of test-mode requests start with this.
  public var testIdentifierPrefix: String { "\(identifierPrefix).test." }

  /// Whether `identifier` belongs to requests made by this planner.
  public func owns(_ identifier: String) -> Bool {
    identifier.hasPrefix(dailyIdentifierPrefix) || identifier.hasPrefix(testIdentifierPrefix)
  }

  // MARK: - Daily plan

  /// The daily requests from `now` on, in `timeZone`, sorted by fire date: at most `limit` of
  /// them, and never more than ``maximumPendingRequests`` whatever `limit` says. `limit` is
  /// the room the app's other pending requests leave.
  public func planDaily(
    schedules: [DailyNotificationSchedule],
    messages: [NotificationMessage],
    now: Date,
    timeZone: TimeZone,
    limit: Int,
    using generator: inout some RandomNumberGenerator
  ) throws(NotificationPlanningError) -> [PlannedNotification] {
    try Self.validate(schedules: schedules)
    try Self.validate(messages: messages)
    guard maximumDays > 0 else {
      throw .invalidSetting(name: "maximumDays", value: "\(maximumDays)", allowed: "at least 1")
    }
    let limit = min(limit, Self.maximumPendingRequests)
    guard limit > 0 else { return [] }

    let slots = schedules.sorted { ($0.hour, $0.minute) < ($1.hour, $1.minute) }
    let today = LocalTimeResolution.civilDate(of: now, in: timeZone)
    var slotsAhead: [(schedule: DailyNotificationSchedule, date: LocalTimeResolution.CivilDate, fireDate: Date)] = []
    slotsAhead.reserveCapacity(min(limit, maximumDays * slots.count))
    // Whole days are generated, so the sort below can still reorder a day whose skipped-hour
    // slot moved past a later one.
    for dayOffset in 0..<maximumDays where slotsAhead.count < limit {
      let date = LocalTimeResolution.civilDate(today, adding: dayOffset)
      for schedule in slots {
        let fireDate = LocalTimeResolution.instant(
          on: date, hour: schedule.hour, minute: schedule.minute, in: timeZone)
        if fireDate > now { slotsAhead.append((schedule, date, fireDate)) }
      }
    }
    // Ties (two schedules at one time) break by identifier, so a plan never depends on sort order.
    let chosen = slotsAhead.sorted { ($0.fireDate, $0.schedule.identifier) < ($1.fireDate, $1.schedule.identifier) }
      .prefix(limit)

    // Spacing by the number of slots: a slot's message differs from the day before.
    var deck = MessageDeck(messages, spacing: slots.count)
    return chosen.map { slot in
      let message = deck.deal(using: &generator)
      let identifier =
        "\(dailyIdentifierPrefix)\(slot.schedule.identifier)."
        + String(format: "%04d-%02d-%02d", slot.date.year, slot.date.month, slot.date.day)
      let request = NotificationRequest(
        identifier: identifier,
        content: NotificationContent(message, sound: sound),
        trigger: .calendar(LocalTimeResolution.wallClock(of: slot.fireDate, in: timeZone), repeats: false))
      return PlannedNotification(request: request, fireDate: slot.fireDate)
    }
  }

  // MARK: - Test mode

  /// Seed 000's test mode: `count` requests firing `interval` seconds apart, the first
  /// `interval` seconds from `now`.
  public func planTest(
    messages: [NotificationMessage],
    now: Date,
    count: Int = 4,
    interval: TimeInterval = 5,
    using generator: inout some RandomNumberGenerator
  ) throws(NotificationPlanningError) -> [PlannedNotification] {
    try Self.validate(messages: messages)
    guard count > 0 else {
      throw .invalidSetting(name: "testNotificationCount", value: "\(count)", allowed: "at least 1")
    }
    guard interval > 0, interval.isFinite else {
      throw .invalidSetting(name: "testNotificationInterval", value: "\(interval) s", allowed: "more than 0 s")
    }
    var deck = MessageDeck(messages, spacing: count)
    return (1...count).map { index in
      let seconds = interval * TimeInterval(index)
      let request = NotificationRequest(
        identifier: "\(testIdentifierPrefix)\(index)",
        content: NotificationContent(deck.deal(using: &generator), sound: sound),
        trigger: .timeInterval(seconds, repeats: false))
      return PlannedNotification(request: request, fireDate: now.addingTimeInterval(seconds))
    }
  }

  // MARK: - Validation

  static func validate(schedules: [DailyNotificationSchedule]) throws(NotificationPlanningError) {
    guard !schedules.isEmpty else { throw .noSchedules }
    var seen: Set<String> = []
    for schedule in schedules {
      let identifier = schedule.identifier
      guard (1...64).contains(identifier.count),
        identifier.unicodeScalars.allSatisfy({ allowedIdentifierCharacters.contains($0) })
      else { throw .invalidIdentifier(identifier) }
      guard seen.insert(identifier).inserted else { throw .duplicateIdentifier(identifier) }
      guard (0...23).contains(schedule.hour), (0...59).contains(schedule.minute) else {
        throw .invalidTime(schedule: identifier, hour: schedule.hour, minute: schedule.minute)
      }
    }
  }

  static func validate(messages: [NotificationMessage]) throws(NotificationPlanningError) {
    guard !messages.isEmpty else { throw .noMessages }
    if let index = messages.firstIndex(where: { $0.title.isEmpty && $0.body.isEmpty }) {
      throw .emptyMessage(index: index)
    }
  }

  private static let allowedIdentifierCharacters = CharacterSet(
    charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")
}

/// Deals messages without repeats until all are used, then reshuffles; a new deck puts the
/// messages dealt last at its bottom, so no message comes back within `spacing + 1`
/// consecutive notifications.
struct MessageDeck {
  private let messages: [NotificationMessage]
  private let spacing: Int
  private var order: [Int] = []
  private var position = 0
  private var recent: [Int] = []

  /// `spacing` is capped at half the messages: a larger one could not be honoured.
  init(_ messages: [NotificationMessage], spacing: Int) {
    self.messages = messages
    self.spacing = max(0, min(spacing, messages.count / 2))
  }

  mutating func deal(using generator: inout some RandomNumberGenerator) -> NotificationMessage {
    if position == order.count {
      let shuffled = Array(messages.indices).shuffled(using: &generator)
      let avoid = Set(recent)
      order = shuffled.filter { !avoid.contains($0) } + shuffled.filter { avoid.contains($0) }
      position = 0
    }
    let index = order[position]
    position += 1
    if spacing > 0 {
      recent.append(index)
      if recent.count > spacing { recent.removeFirst() }
    }
    return messages[index]
  }
}
