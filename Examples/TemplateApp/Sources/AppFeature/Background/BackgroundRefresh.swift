import AppDomain
import Foundation
import Logging

/// Keeps the daily notifications going when the app is not opened (seed 003's background task).
/// iOS keeps at most 64 pending requests, which the four daily times use up in 16 days; without a
/// refresh, a person who does not open the app for that long stops getting notifications. While
/// the app is in the background it asks the system to wake it every ``interval`` or so; each run
/// first asks for the next one, then loads the remote status (under its launch deadline) and
/// re-plans the notifications for it — the window slides forward exactly as it does at a launch.
/// Asking first (as Apple's sample does), and again when iOS expires the run (see
/// ``BackgroundTaskRun``), keeps the chain going through runs that expire or fail: one that
/// asked only at its end stopped the refreshes for good the first time iOS cut it short.
///
/// The run re-plans for the fresh status but does not change what the app shows: the root state
/// follows the status of the launch, as seed 000 decides it.
@MainActor
public final class BackgroundRefresh {
  /// The task's identifier, as Info.plist's `BGTaskSchedulerPermittedIdentifiers` lists it.
  nonisolated public static let taskIdentifier = "app.refresh.status"
  /// How long after going to the background (or after a run) the next run may start. Daily
  /// notifications planned 16 days ahead need far less; iOS runs refreshes by its own schedule.
  nonisolated public static let interval: TimeInterval = 12 * 60 * 60

  private let scheduler: any BackgroundTaskScheduling
  private let loadStatus: @Sendable () async throws -> AppStatus?
  private let notifications: StatusNotifications
  private let now: @Sendable () -> Date
  private let logger: Logger
  /// The runs so far and their outcome, newest last (for tests and the logs).
  public private(set) var runs: [Bool] = []

  /// - Parameter loadStatus: the status to plan for: the remote status under its deadline, or
  ///   `.zero` when the status check is off. A load that throws ends the run as failed (logged),
  ///   the notifications left as they are.
  public init(
    scheduler: any BackgroundTaskScheduling, loadStatus: @escaping @Sendable () async throws -> AppStatus?,
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
      try scheduler.register(
        identifier: Self.taskIdentifier,
        handler: BackgroundTaskHandler(
          scheduleNext: { [weak self] in self?.scheduleNext() }, work: { [weak self] in await self?.run() ?? false }))
    } catch {
      logger.error("background refresh not registered; notifications stop 16 days after the last launch: \(error)")
    }
  }

  /// Asks for the next run, ``interval`` from now, replacing the request the system holds. The app
  /// calls it on entering the background; each launch calls it before its run and again if iOS
  /// expires the run, on the queue iOS launched the task on (hence nonisolated: the expiry must
  /// not wait for the main actor).
  nonisolated public func scheduleNext() {
    do {
      try scheduler.submit(identifier: Self.taskIdentifier, earliestBegin: now().addingTimeInterval(Self.interval))
    } catch {
      logger.warning("next background refresh not requested: \(error)")
    }
  }

  /// One run's work: the status and the notifications for it (the launch has asked for the next
  /// run already). Returns whether the status was known (a run without it leaves the
  /// notifications as they are; the next run tries again).
  @discardableResult
  public func run() async -> Bool {
    let status: AppStatus?
    do {
      status = try await loadStatus()
    } catch {
      logger.error("background refresh could not load the status; notifications left as they are: \(error)")
      runs.append(false)
      return false
    }
    if Task.isCancelled {
      logger.notice("background refresh ran out of time before re-planning")
      runs.append(false)
      return false
    }
    let action = await notifications.replan(for: status)
    let succeeded = status != nil
    runs.append(succeeded)
    logger.info(
      "background refresh", metadata: ["status": "\(status.map { "\($0)" } ?? "unknown")", "action": "\(action)"])
    return succeeded
  }
}
