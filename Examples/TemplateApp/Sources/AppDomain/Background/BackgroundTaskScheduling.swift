import Foundation

/// Seed 003's `BackgroundTaskService`: asks the system to wake the app in the background to run a
/// registered handler. On iOS, `BGTaskSchedulerClient` (AppFeature, Apple-only) over
/// `BGTaskScheduler`; on Linux, a fake scheduler the tests drive.
///
/// The system decides when (if ever) a request runs; `earliestBegin` is only a lower bound.
public protocol BackgroundTaskScheduling: Sendable {
  /// Registers the work to run for `identifier` (listed in Info.plist's
  /// `BGTaskSchedulerPermittedIdentifiers`). Call it once per process, before launch finishes.
  /// The handler returns whether the work succeeded; it is cancelled when the system's time runs out.
  func register(identifier: String, handler: @escaping @Sendable () async -> Bool) throws(BackgroundTaskError)

  /// Asks for one run of `identifier` no earlier than `earliestBegin`, replacing an earlier request.
  func submit(identifier: String, earliestBegin: Date) throws(BackgroundTaskError)
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
