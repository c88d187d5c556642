import AppDomain
import AppTestSupport
import Foundation
import KeelCore
import KeelTesting
import Testing

/// One launch as iOS drives it: the test plays the system, calling ``BackgroundTaskRun/expire()``
/// when it likes, and records what the run asks of the handler and of the task.
@Suite("BackgroundTaskRun")
struct BackgroundTaskRunTests {
  /// A handler and a task that record, in order, what the run did.
  final class Recorder: Sendable {
    let events = Locked<[String]>([])
    /// `setTaskCompleted(success:)` calls: the run must make exactly one.
    let completions = Locked<[Bool]>([])
    /// The work waits here (open unless the test holds it).
    let latch: Latch
    let succeeds: Bool

    init(latch: Latch = Latch(open: true), succeeds: Bool = true) {
      self.latch = latch
      self.succeeds = succeeds
    }

    func run() -> BackgroundTaskRun {
      BackgroundTaskRun(
        handler: BackgroundTaskHandler(
          scheduleNext: { self.events.withLock { $0.append("next") } },
          work: {
            self.events.withLock { $0.append("work") }
            await self.latch.wait()
            self.events.withLock { $0.append(Task.isCancelled ? "work cancelled" : "work done") }
            return self.succeeds
          }),
        complete: { success in self.completions.withLock { $0.append(success) } })
    }

    var eventList: [String] { events.withLock { $0 } }
    var completionList: [Bool] { completions.withLock { $0 } }
  }

  @Test(arguments: [true, false])
  func theNextRunIsAskedForBeforeTheWorkAndTheTaskCompletesWithItsResult(succeeds: Bool) async throws {
    let recorder = Recorder(succeeds: succeeds)
    recorder.run().start()
    try await waitForCondition { !recorder.completionList.isEmpty }
    #expect(recorder.eventList == ["next", "work", "work done"])
    #expect(recorder.completionList == [succeeds])
  }

  /// iOS may expire the run while the work still runs: the next run is asked for again, the work
  /// is cancelled, the task completes unsuccessfully at once, and the work's late end is ignored.
  @Test func anExpiryWhileTheWorkRunsAsksAgainCancelsAndCompletesOnce() async throws {
    let recorder = Recorder(latch: Latch())
    let run = recorder.run()
    run.start()
    try await waitForCondition { recorder.latch.arrivals == 1 }
    run.expire()
    #expect(recorder.eventList == ["next", "work", "next"])
    #expect(recorder.completionList == [false], "completed at the expiry, not when the work ends")

    recorder.latch.open()
    try await waitForCondition { recorder.eventList.count == 4 }
    #expect(recorder.eventList.last == "work cancelled")
    #expect(recorder.completionList == [false], "setTaskCompleted exactly once")
  }

  /// iOS expires only a running task; a late expiry changes nothing.
  @Test func anExpiryAfterTheTaskCompletedChangesNothing() async throws {
    let recorder = Recorder()
    let run = recorder.run()
    run.start()
    try await waitForCondition { !recorder.completionList.isEmpty }
    run.expire()
    #expect(recorder.eventList == ["next", "work", "work done"])
    #expect(recorder.completionList == [true])
  }

  /// The expiration handler is set before the work starts, so iOS may call it first: the run
  /// asks for the next one, completes, and never starts the work.
  @Test func anExpiryBeforeTheStartAsksForTheNextRunAndSkipsTheWork() async throws {
    let recorder = Recorder()
    let run = recorder.run()
    run.expire()
    run.start()
    #expect(recorder.eventList == ["next"])
    #expect(recorder.completionList == [false])
  }

  @Test func aSecondStartRunsNothingTwice() async throws {
    let recorder = Recorder(latch: Latch())
    let run = recorder.run()
    run.start()
    run.start()
    try await waitForCondition { recorder.latch.arrivals == 1 }
    recorder.latch.open()
    try await waitForCondition { !recorder.completionList.isEmpty }
    #expect(recorder.eventList == ["next", "work", "work done"])
    #expect(recorder.completionList == [true])
  }
}
