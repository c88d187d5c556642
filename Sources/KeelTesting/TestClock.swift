import KeelCore

/// A clock that moves only when the test says so.
///
/// `sleep` suspends until ``advance(by:)`` moves time past the deadline, so tests of TTLs,
/// retries and timeouts run instantly and deterministically. Cancelling a sleeping task
/// resumes it with `CancellationError`, as `ContinuousClock` does.
public final class TestClock: Clock, Sendable {
  /// A point on the test clock: a duration since the clock was created.
  public struct Instant: InstantProtocol, Hashable, Sendable, CustomStringConvertible {
    /// The time since the clock's start.
    public let offset: Duration

    /// The instant `offset` after the clock's start.
    public init(offset: Duration = .zero) {
      self.offset = offset
    }

    /// The instant `duration` later.
    public func advanced(by duration: Duration) -> Self { Self(offset: offset + duration) }
    /// The time from this instant to `other`.
    public func duration(to other: Self) -> Duration { other.offset - offset }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.offset < rhs.offset }
    public var description: String { "t+\(offset)" }
  }

  private struct Sleeper {
    let id: Int
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var now = Instant()
    var nextID = 0
    var sleepers: [Sleeper] = []
    var cancelledBeforeRegistering: Set<Int> = []
  }

  private let state = Locked(State())

  /// A clock at its start, with no sleepers.
  public init() {}

  /// The clock's current time, which moves only through ``advance(by:)``.
  public var now: Instant { state.withLock { $0.now } }
  /// Zero: the clock moves exactly by what it is advanced.
  public var minimumResolution: Duration { .zero }

  /// The number of tasks currently sleeping on this clock.
  public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  /// Suspends until ``advance(by:)`` moves the clock to `deadline` or past it (returns at once
  /// when it already has); throws `CancellationError` when the task is cancelled.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let id = state.withLock { state in
      defer { state.nextID += 1 }
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let resumeNow: Result<Void, any Error>? = state.withLock { state in
          if state.cancelledBeforeRegistering.remove(id) != nil { return .failure(CancellationError()) }
          if deadline <= state.now { return .success(()) }
          state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return nil
        }
        if let resumeNow { continuation.resume(with: resumeNow) }
      }
    } onCancel: {
      let sleeper: Sleeper? = state.withLock { state in
        guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
          state.cancelledBeforeRegistering.insert(id)
          return nil
        }
        return state.sleepers.remove(at: index)
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves time forward and wakes every sleeper whose deadline has passed, earliest first.
  public func advance(by duration: Duration) {
    let due: [Sleeper] = state.withLock { state in
      state.now = state.now.advanced(by: duration)
      let now = state.now
      let due = state.sleepers.filter { $0.deadline <= now }.sorted { $0.deadline < $1.deadline }
      state.sleepers.removeAll { $0.deadline <= now }
      return due
    }
    for sleeper in due { sleeper.continuation.resume() }
  }

  /// The deadlines of the tasks sleeping on this clock, earliest first.
  public var sleeperDeadlines: [Instant] { state.withLock { $0.sleepers.map(\.deadline).sorted() } }

  /// Waits (on the real clock, briefly) until `count` tasks are sleeping on this clock, so a
  /// test can advance time only after the code under test started its sleep. As with
  /// ``waitForCondition(timeout:pollInterval:file:line:_:)``, the default timeout is long
  /// because only a failing test reaches it.
  public func waitForSleepers(
    _ count: Int = 1, timeout: Duration = .seconds(60), file: String = #fileID, line: Int = #line
  ) async throws {
    try await waitUntil(timeout: timeout, file: file, line: line) { sleeperCount >= count }
  }

  /// Waits (on the real clock, briefly) until a task sleeps on this clock until exactly
  /// `deadline`. For code that sleeps on the clock for more than one reason at once (an HTTP
  /// client's retry wait while a time limit's timer also sleeps), so the test advances time
  /// only once the sleep it means has started. Only a failing test reaches the timeout.
  public func waitForSleeper(
    until deadline: Instant, timeout: Duration = .seconds(60), file: String = #fileID, line: Int = #line
  ) async throws {
    try await waitUntil(timeout: timeout, file: file, line: line) { sleeperDeadlines.contains(deadline) }
  }

  /// Polls `condition`; a timeout names the caller's `file` and `line`.
  private func waitUntil(timeout: Duration, file: String, line: Int, _ condition: () -> Bool) async throws {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while !condition() {
      guard clock.now < deadline else {
        throw ConditionTimeout(timeout: timeout, file: file, line: line)
      }
      try await Task.sleep(for: .milliseconds(1))
    }
  }
}
