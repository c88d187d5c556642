import Foundation
import KeelCore

/// One launch of a registered background task: what happens between the system's task (a
/// `BGTask` on iOS) and the app's ``BackgroundTaskHandler``, decided here, in platform-neutral
/// code, so that the Apple-only adapter only binds and Linux tests the decisions. The adapter
/// makes one run per launch, sets the task's expiration handler to ``expire()`` and calls
/// ``start()``; `complete` is the task's `setTaskCompleted(success:)`.
///
/// - ``start()`` asks for the next run first (``BackgroundTaskHandler/scheduleNext``), then
///   starts the work.
/// - The system may expire the run at any time, also before the work finishes ("The handler may
///   be called before the background process uses the full amount of its allocated time", doc:
///   bgtask/expirationhandler). ``expire()`` asks for the next run again (the expiry is the last
///   moment the app runs, and the first request may have been refused), cancels the work and
///   completes the task, unsuccessfully, at once: a task not completed by the time it expires may
///   get the app killed (doc: bgtask/settaskcompleted(success:)).
/// - The task completes exactly once: with the work's result, or unsuccessfully at the expiry,
///   whichever comes first; the other is ignored.
public final class BackgroundTaskRun: Sendable {
  private struct State {
    var work: Task<Void, Never>?
    var isFinished = false
  }

  private let handler: BackgroundTaskHandler
  private let complete: @Sendable (Bool) -> Void
  private let state = Locked(State())

  /// - Parameter complete: completes the system's task (`BGTask.setTaskCompleted(success:)`);
  ///   called exactly once, from any thread.
  public init(handler: BackgroundTaskHandler, complete: @escaping @Sendable (_ success: Bool) -> Void) {
    self.handler = handler
    self.complete = complete
  }

  /// Asks for the next run, then starts the work. Does nothing after the run ended (an expiry
  /// that came first) or once started.
  public func start() {
    guard state.withLock({ !$0.isFinished && $0.work == nil }) else { return }
    handler.scheduleNext()
    state.withLock { state in
      guard !state.isFinished, state.work == nil else { return }
      let work = handler.work
      state.work = Task { self.finish(success: await work()) }
    }
  }

  /// The system's expiry: asks for the next run again, cancels the work and completes the task
  /// unsuccessfully. Does nothing once the task has completed (the system expires only a running
  /// task).
  public func expire() {
    guard state.withLock({ !$0.isFinished }) else { return }
    handler.scheduleNext()
    state.withLock { $0.work }?.cancel()
    finish(success: false)
  }

  private func finish(success: Bool) {
    let isFirst = state.withLock { state -> Bool in
      guard !state.isFinished else { return false }
      state.isFinished = true
      state.work = nil
      return true
    }
    if isFirst { complete(success) }
  }
}
