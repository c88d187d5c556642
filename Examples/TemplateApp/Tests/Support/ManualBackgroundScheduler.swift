import AppDomain
import Foundation
import KeelCore

/// A ``BackgroundTaskScheduling`` that tests drive as iOS's `BGTaskScheduler` behaves:
///
/// - it refuses a second registration of an identifier, an identifier outside `permitted`, and a
///   request for an identifier nothing registered;
/// - it holds one pending request per identifier, a new one replacing it ("Submitting a task
///   request for an unexecuted task that's already in the queue replaces the previous task
///   request", BGTaskScheduler.h; doc: bgtaskscheduler/submit(_:)), and a launch takes it;
/// - ``launch(_:)`` runs the launch handler as the system does when it wakes the app, and gives
///   the test the ``ManualBackgroundTask``, whose expiration the test fires whenever it likes,
///   also while the work still runs ("The system calls the expiration handler shortly before the
///   task's background time expires", doc: bgtask/expirationhandler).
public final class ManualBackgroundScheduler: BackgroundTaskScheduling {
  public struct Request: Sendable, Equatable {
    public let identifier: String
    public let earliestBegin: Date

    public init(identifier: String, earliestBegin: Date) {
      self.identifier = identifier
      self.earliestBegin = earliestBegin
    }
  }

  private struct State {
    var handlers: [String: BackgroundTaskHandler] = [:]
    var requests: [Request] = []
    var pending: [String: Request] = [:]
  }

  private let state = Locked(State())
  private let permitted: Set<String>

  /// - Parameter permitted: the identifiers Info.plist would list.
  public init(permitted: Set<String>) {
    self.permitted = permitted
  }

  public func register(identifier: String, handler: BackgroundTaskHandler) throws(BackgroundTaskError) {
    let registered = state.withLock { state -> Bool in
      guard permitted.contains(identifier), state.handlers[identifier] == nil else { return false }
      state.handlers[identifier] = handler
      return true
    }
    if !registered { throw .notPermitted(identifier: identifier) }
  }

  public func submit(identifier: String, earliestBegin: Date) throws(BackgroundTaskError) {
    let known = state.withLock { state -> Bool in
      guard state.handlers[identifier] != nil else { return false }
      let request = Request(identifier: identifier, earliestBegin: earliestBegin)
      state.requests.append(request)
      state.pending[identifier] = request
      return true
    }
    if !known { throw .unavailable(identifier: identifier, reason: "no launch handler registered") }
  }

  /// Every request so far, oldest first.
  public var requests: [Request] { state.withLock { $0.requests } }

  /// The request the system holds for `identifier`: the latest submitted since the last launch.
  /// Nil means the system will not wake the app for it again: the chain has ended.
  public func pendingRequest(_ identifier: String) -> Request? { state.withLock { $0.pending[identifier] } }

  /// Whether a handler is registered for `identifier`.
  public func isRegistered(_ identifier: String) -> Bool { state.withLock { $0.handlers[identifier] != nil } }

  /// Launches `identifier` as the system does: takes its pending request and calls the launch
  /// handler with a new task. Nil when no handler is registered. Launching without a pending
  /// request is what Xcode's debugger command `_simulateLaunchForTaskWithIdentifier:` does.
  public func launch(_ identifier: String) -> ManualBackgroundTask? {
    let handler = state.withLock { state -> BackgroundTaskHandler? in
      guard let handler = state.handlers[identifier] else { return nil }
      state.pending[identifier] = nil
      return handler
    }
    guard let handler else { return nil }
    let task = ManualBackgroundTask(identifier: identifier)
    // As BGTaskSchedulerClient binds a BGTask.
    let run = BackgroundTaskRun(handler: handler) { success in task.setTaskCompleted(success: success) }
    task.expirationHandler = { run.expire() }
    run.start()
    return task
  }

  /// Launches `identifier` and waits for the task's completion; returns the success the app
  /// reported, or nil when no handler is registered.
  @discardableResult
  public func fire(_ identifier: String) async -> Bool? {
    guard let task = launch(identifier) else { return nil }
    return await task.completion()
  }
}

/// One launch of a background task, as a `BGTask` is to the app: an expiration handler the app
/// sets and the system calls, and `setTaskCompleted(success:)`, which the app must call exactly
/// once (doc: bgtask/settaskcompleted(success:)). It records every call, so a test sees a second.
public final class ManualBackgroundTask: Sendable {
  private struct State {
    var expirationHandler: (@Sendable () -> Void)?
    var completions: [Bool] = []
    var waiting: [CheckedContinuation<Bool, Never>] = []
  }

  public let identifier: String
  private let state = Locked(State())

  init(identifier: String) {
    self.identifier = identifier
  }

  /// The app's expiration handler (`BGTask.expirationHandler`).
  public var expirationHandler: (@Sendable () -> Void)? {
    get { state.withLock { $0.expirationHandler } }
    set { state.withLock { $0.expirationHandler = newValue } }
  }

  /// `BGTask.setTaskCompleted(success:)`, as the app calls it.
  public func setTaskCompleted(success: Bool) {
    let waiting = state.withLock { state -> [CheckedContinuation<Bool, Never>] in
      state.completions.append(success)
      defer { state.waiting = [] }
      return state.waiting
    }
    for continuation in waiting { continuation.resume(returning: success) }
  }

  /// Every `setTaskCompleted(success:)` call so far; the app must make exactly one.
  public var completions: [Bool] { state.withLock { $0.completions } }

  /// The system's expiry: calls the app's expiration handler, unless the task has completed (the
  /// system expires only a running task).
  public func expire() {
    let handler = state.withLock { $0.completions.isEmpty ? $0.expirationHandler : nil }
    handler?()
  }

  /// Waits for the first `setTaskCompleted(success:)` and returns its success.
  public func completion() async -> Bool {
    await withCheckedContinuation { continuation in
      let done = state.withLock { state -> Bool? in
        if let first = state.completions.first { return first }
        state.waiting.append(continuation)
        return nil
      }
      if let done { continuation.resume(returning: done) }
    }
  }
}
