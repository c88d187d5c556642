import Foundation

/// Seed 003's `BackgroundTaskService`: asks the system to wake the app in the background to run a
/// registered handler. On iOS, `BGTaskSchedulerClient` (AppFeature, Apple-only) over
/// `BGTaskScheduler`; on Linux, a fake scheduler the tests drive.
///
/// The system decides when (if ever) a request runs; `earliestBegin` is only a lower bound. Each
/// launch is run by a ``BackgroundTaskRun``, which holds the decisions (the next request first, the
/// expiry, one completion), so an implementation only binds the system's task to it.
public protocol BackgroundTaskScheduling: Sendable {
  /// Registers what to do for `identifier` (listed in Info.plist's
  /// `BGTaskSchedulerPermittedIdentifiers`). Call it once per process, before launch finishes.
  /// Each launch runs `handler` through a ``BackgroundTaskRun``.
  func register(identifier: String, handler: BackgroundTaskHandler) throws(BackgroundTaskError)

  /// Asks for one run of `identifier` no earlier than `earliestBegin`, replacing an earlier request.
  func submit(identifier: String, earliestBegin: Date) throws(BackgroundTaskError)
}

/// What the app does when the system launches a registered task.
public struct BackgroundTaskHandler: Sendable {
  /// Asks for the task's next run (a recurring task submits its request here; a one-off does
  /// nothing). Called synchronously, on the queue the system launched the task on: first, before
  /// ``work`` starts, as Apple's sample "Refreshing and Maintaining Your App Using Background
  /// Tasks" schedules the next refresh at the top of its launch handler, and again when the system
  /// expires the run. A run that expires, fails or is killed therefore still leaves a request, and
  /// the system never stops waking the app because one run did not reach its end.
  public let scheduleNext: @Sendable () -> Void
  /// The work. Cancelled when the system expires the run; returns whether it succeeded.
  public let work: @Sendable () async -> Bool

  /// - Parameters:
  ///   - scheduleNext: asks for the next run; `{}` for a task that does not recur.
  ///   - work: the work, which returns whether it succeeded.
  public init(scheduleNext: @escaping @Sendable () -> Void, work: @escaping @Sendable () async -> Bool) {
    self.scheduleNext = scheduleNext
    self.work = work
  }
}

/// Why a background task could not be registered or requested.
public enum BackgroundTaskError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The identifier is not in Info.plist's `BGTaskSchedulerPermittedIdentifiers`, or was
  /// registered twice.
  case notPermitted(identifier: String)
  /// The system refused the request (background refresh off in Settings, the simulator, too
  /// many pending requests); `reason` is the system's message.
  case unavailable(identifier: String, reason: String)

  public var description: String {
    switch self {
    case .notPermitted(let identifier):
      "background task '\(identifier)' is not permitted "
        + "(is it in Info.plist's BGTaskSchedulerPermittedIdentifiers, and registered once?)"
    case .unavailable(let identifier, let reason):
      "background task '\(identifier)' could not be requested: \(reason)"
    }
  }
}
