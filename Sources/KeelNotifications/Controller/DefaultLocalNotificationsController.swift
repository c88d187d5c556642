import Foundation
import KeelCore
import Logging

/// The controller of seed 000's Notifications package: checks permission, plans with
/// ``NotificationPlanner`` inside the 64-request budget left by the rest of the app, and
/// replaces this package's pending requests with the plan.
///
/// Calls run one after another (an actor with a queue of calls), so a launch and a
/// foreground event re-planning at once cannot interleave their removals and additions.
public actor DefaultLocalNotificationsController: LocalNotificationsControlling {
  private enum Mode { case daily, test }

  private let messagesProvider: any NotificationMessagesProviding
  private let center: any NotificationCenterClient
  private let configuration: LocalNotificationsConfiguration
  private let planner: NotificationPlanner
  private let seed: UInt64
  private let now: @Sendable () -> Date
  private let timeZone: @Sendable () -> TimeZone
  private let logger: Logger
  private var tail: Task<Void, Never>?

  /// - Parameters:
  ///   - messagesProvider: the messages each daily schedule draws from.
  ///   - center: the notification centre requests are added to and removed from.
  ///   - configuration: schedules, identifier prefix and sound.
  ///   - seed: seeds message choice, mixed with the local date: the same seed draws the same
  ///     sequence all day, so repeated calls change nothing.
  ///   - now: the current time (injected for tests).
  ///   - timeZone: read at each call, so a re-plan after a time-zone change uses the new zone.
  ///   - logger: where scheduling decisions and failures are logged.
  public init(
    messagesProvider: any NotificationMessagesProviding,
    center: any NotificationCenterClient,
    configuration: LocalNotificationsConfiguration = LocalNotificationsConfiguration(),
    seed: UInt64 = UInt64.random(in: .min ... .max),
    now: @escaping @Sendable () -> Date = { Date() },
    timeZone: @escaping @Sendable () -> TimeZone = { TimeZone.current },
    logger: Logger = KeelLogging.logger("notifications")
  ) {
    self.messagesProvider = messagesProvider
    self.center = center
    self.configuration = configuration
    self.planner = NotificationPlanner(
      identifierPrefix: configuration.identifierPrefix, sound: configuration.sound,
      maximumDays: configuration.maximumDays)
    self.seed = seed
    self.now = now
    self.timeZone = timeZone
    self.logger = logger
  }

  // MARK: - LocalNotificationsControlling

  public func requestAuthorization() async -> Bool {
    do {
      return try await center.requestAuthorization()
    } catch {
      logger.warning("notification authorization request failed: \(error)")
      return false
    }
  }

  @discardableResult
  public func scheduleDailyNotifications() async -> NotificationSchedulingResult {
    await serialized { await self.replaceRequests(.daily) }
  }

  @discardableResult
  public func scheduleTestNotifications() async -> NotificationSchedulingResult {
    await serialized { await self.replaceRequests(.test) }
  }

  public func removeDailyNotifications() async {
    await serialized { await self.removeOwnRequests() }
  }

  // MARK: - Private

  private func serialized<T: Sendable>(_ operation: @escaping @Sendable () async -> T) async -> T {
    let previous = tail
    let task = Task {
      await previous?.value
      return await operation()
    }
    tail = Task { _ = await task.value }
    return await task.value
  }

  private func replaceRequests(_ mode: Mode) async -> NotificationSchedulingResult {
    let status = await center.authorizationStatus()
    guard status.allowsDelivery else {
      logger.notice("notifications not scheduled: authorization is \(status.rawValue)")
      return .notAuthorized(status)
    }
    do {
      try configuration.validate()
    } catch {
      return rejected(error)
    }
    let pending = await center.pendingRequestIdentifiers()
    let own = pending.filter(planner.owns)
    let others = pending.count - own.count
    let budget = NotificationPlanner.maximumPendingRequests - others - configuration.reservedRequests
    guard budget > 0 else {
      logger.warning("notifications not scheduled: \(others) other pending requests leave no room")
      return .noRoom(otherPendingRequests: others)
    }

    let plan: [PlannedNotification]
    let currentTime = now()
    let zone = timeZone()
    var generator = SplitMix64(seed: seed ^ Self.dayMix(currentTime, zone))
    do {
      switch mode {
      case .daily:
        plan = try planner.planDaily(
          schedules: configuration.schedules, messages: messagesProvider.messages, now: currentTime,
          timeZone: zone, limit: budget, using: &generator)
      case .test:
        plan = try planner.planTest(
          messages: messagesProvider.messages, now: currentTime,
          count: min(configuration.testNotificationCount, budget),
          interval: configuration.testNotificationInterval, using: &generator)
      }
    } catch {
      return rejected(error)
    }

    // Stale requests go first: adding before removing could pass 64 for a moment, and iOS
    // would then drop the latest requests, which may belong to other parts of the app.
    let planned = Set(plan.map(\.request.identifier))
    let stale = own.filter { !planned.contains($0) }
    if !stale.isEmpty { await center.removePendingRequests(withIdentifiers: stale) }
    for item in plan {
      do {
        try await center.add(item.request)
      } catch {
        // A half-added plan would stop at a random day; none at all is easier to notice.
        await center.removePendingRequests(withIdentifiers: own + plan.map(\.request.identifier))
        logger.error("notification request '\(item.request.identifier)' was refused: \(error)")
        return .failed("notification request '\(item.request.identifier)' was refused: \(error)")
      }
    }
    return .scheduled(count: plan.count, lastFireDate: plan.last?.fireDate)
  }

  private func rejected(_ error: NotificationPlanningError) -> NotificationSchedulingResult {
    logger.error("notifications not scheduled: \(error)")
    return .invalidInput(error)
  }

  private func removeOwnRequests() async {
    let own = await center.pendingRequestIdentifiers().filter(planner.owns)
    guard !own.isEmpty else { return }
    await center.removePendingRequests(withIdentifiers: own)
  }

  /// Mixes the local date into the seed: the same day re-plans to the same messages, the
  /// next day gets a new draw.
  private static func dayMix(_ date: Date, _ timeZone: TimeZone) -> UInt64 {
    let day = LocalTimeResolution.civilDate(of: date, in: timeZone)
    return UInt64(day.year * 10_000 + day.month * 100 + day.day) &* 0x9E37_79B9_7F4A_7C15
  }
}
