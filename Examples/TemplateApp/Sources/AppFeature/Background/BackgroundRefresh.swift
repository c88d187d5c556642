import AppDomain
import Foundation
import Logging

/// Keeps the daily notifications going when the app is not opened (seed 003's background task).
/// iOS keeps at most 64 pending requests, which the four daily times use up in 16 days; without a
/// refresh, a person who does not open the app for that long stops getting notifications. While
/// the app is in the background it asks the system to wake it every ``interval`` or so; each run
/// loads the remote status (under its launch deadline) and re-plans the notifications for it —
/// the window slides forward exactly as it does at a launch — then asks for the next run.
///
/// The run re-plans for the fresh status but does not change what the app shows: the root state
/// follows the status of the launch, as seed 000 decides it.
@MainActor
public final class BackgroundRefresh {
  /// The task's identifier, as Info.plist's `BGTaskSchedulerPermittedIdentifiers` lists it.
  public static let taskIdentifier = "app.refresh.status"
  /// How long after going to the background (or after a run) the next run may start. Daily
  /// notifications planned 16 days ahead need far less; iOS runs refreshes by its own schedule.
  public static let interval: TimeInterval = 12 * 60 * 60

  private let scheduler: any BackgroundTaskScheduling
  private let loadStatus: @Sendable () async -> AppStatus?
  private let notifications: StatusNotifications
  private let now: @Sendable () -> Date
  private let logger: Logger
  /// The runs so far and their outcome, newest last (for tests and the logs).
  public private(set) var runs: [Bool] = []

  /// - Parameter loadStatus: the status to plan for: the remote status under its deadline, or
  ///   `.zero` when the status check is off.
  public init(
    scheduler: any BackgroundTaskScheduling, loadStatus: @escaping @Sendable () async -> AppStatus?,
    notifications: StatusNotifications, now: @escaping @Sendable () -> Date = { Date() },
    logger: Logger = Logger(label: "template.background")
  ) {
    self.scheduler = scheduler
    self.loadStatus = loadStatus
    self.notifications = notifications
    self.now = now
    self.logger = logger
  }

  /// Registers the run with the system. The app file calls it while launching (iOS requires it
  /// before launch finishes). A failure is logged: the app works without it, but the
  /// notifications then last only until 16 days after the last launch.
  public func register() {
    do {
      try scheduler.register(identifier: Self.taskIdentifier) { [weak self] in
        await self?.run() ?? false
      }
    } catch {
      logger.error("background refresh not registered; notifications stop 16 days after the last launch: \(error)")
    }
  }

  /// Asks for the next run, ``interval`` from now. The app calls it on entering the background.
  public func scheduleNext() {
    do {
      try scheduler.submit(identifier: Self.taskIdentifier, earliestBegin: now().addingTimeInterval(Self.interval))
    } catch {
      logger.warning("next background refresh not requested: \(error)")
    }
  }

  /// One run: the status, the notifications for it, the next request. Returns whether the
  /// status was known (a run without it leaves the notifications as they are and tries again).
  @discardableResult
  public func run() async -> Bool {
    let status = await loadStatus()
    if Task.isCancelled {
      logger.notice("background refresh ran out of time before re-planning")
      runs.append(false)
      return false
    }
    let action = await notifications.replan(for: status)
    scheduleNext()
    let succeeded = status != nil
    runs.append(succeeded)
    logger.info(
      "background refresh", metadata: ["status": "\(status.map { "\($0)" } ?? "unknown")", "action": "\(action)"])
    return succeeded
  }
}
