// iOS only: the macOS SDK ships BackgroundTasks with every class API_UNAVAILABLE(macos), so
// `canImport(BackgroundTasks)` alone is true on a Mac and every use fails there. UIKit is the
// harness's platform switch (false on macOS; see CI/SwiftUITypecheck/README.md).
#if canImport(BackgroundTasks) && canImport(UIKit)
  import AppDomain
  import BackgroundTasks
  import Foundation

  /// ``BackgroundTaskScheduling`` over `BGTaskScheduler`: app refresh tasks, each launch bound to
  /// a ``BackgroundTaskRun``, which decides what happens (the next request first, the expiry, one
  /// completion); this file only binds the `BGTask` to it.
  ///
  /// Deliberately not `@MainActor`: the system calls the launch handler on a background queue,
  /// and a closure formed in a main-actor context would be inferred main-actor-isolated and trap
  /// there. The handler is `@Sendable` and hops to the work's own isolation.
  public struct BGTaskSchedulerClient: BackgroundTaskScheduling {
    public init() {}

    public func register(identifier: String, handler: BackgroundTaskHandler) throws(BackgroundTaskError) {
      let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) {
        @Sendable task in
        let system = SystemTask(task)
        let run = BackgroundTaskRun(handler: handler) { success in system.task.setTaskCompleted(success: success) }
        // Before the work starts: without an expiration handler iOS marks the task complete and
        // unsuccessful on its own (doc: bgtask/settaskcompleted(success:)).
        task.expirationHandler = { run.expire() }
        run.start()
      }
      guard registered else { throw .notPermitted(identifier: identifier) }
    }

    public func submit(identifier: String, earliestBegin: Date) throws(BackgroundTaskError) {
      let request = BGAppRefreshTaskRequest(identifier: identifier)
      request.earliestBeginDate = earliestBegin
      do {
        try BGTaskScheduler.shared.submit(request)
      } catch {
        throw .unavailable(identifier: identifier, reason: "\(error)")
      }
    }
  }

  /// The launched `BGTask`, which the SDK does not declare Sendable, handed to the run's
  /// completion: the run completes it once, from the thread its work or the expiry ends on, as
  /// Apple's sample completes it from an operation's completion block, on whichever thread that
  /// runs.
  private struct SystemTask: @unchecked Sendable {
    let task: BGTask

    init(_ task: BGTask) {
      self.task = task
    }
  }
#endif
