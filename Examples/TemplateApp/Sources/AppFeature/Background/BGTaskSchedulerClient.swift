// iOS only: the macOS SDK ships BackgroundTasks with every class API_UNAVAILABLE(macos), so
// `canImport(BackgroundTasks)` alone is true on a Mac and every use fails there. UIKit is the
// harness's platform switch (false on macOS; see CI/SwiftUITypecheck/README.md).
#if canImport(BackgroundTasks) && canImport(UIKit)
  import AppDomain
  import BackgroundTasks
  import Foundation

  /// ``BackgroundTaskScheduling`` over `BGTaskScheduler`: app refresh tasks whose handler runs the
  /// registered async work, cancelled when the system's time runs out.
  ///
  /// Deliberately not `@MainActor`: the system calls the launch handler on a background queue,
  /// and a closure formed in a main-actor context would be inferred main-actor-isolated and trap
  /// there. The handler is `@Sendable` and hops to the work's own isolation.
  public struct BGTaskSchedulerClient: BackgroundTaskScheduling {
    public init() {}

    public func register(
      identifier: String, handler: @escaping @Sendable () async -> Bool
    ) throws(BackgroundTaskError) {
      let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) {
        @Sendable task in
        let completion = TaskCompletion(task)
        let work = Task { completion.finish(success: await handler()) }
        task.expirationHandler = {
          work.cancel()
          completion.finish(success: false)
        }
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

  /// Completes a `BGTask` once, from whichever ends first: the work or the expiration. The system
  /// allows completing a task from any thread; the lock makes the second call a no-op.
  private final class TaskCompletion: @unchecked Sendable {
    private let task: BGTask
    private let lock = NSLock()
    private var isFinished = false

    init(_ task: BGTask) {
      self.task = task
    }

    func finish(success: Bool) {
      lock.lock()
      defer { lock.unlock() }
      guard !isFinished else { return }
      isFinished = true
      task.setTaskCompleted(success: success)
    }
  }
#endif
