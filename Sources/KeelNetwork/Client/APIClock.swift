import Foundation

/// The time source the client waits and measures time limits on, injectable so tests observe
/// the delays the client asks for without waiting them out, and decide when a time limit runs
/// out by moving the clock rather than by how fast the machine is.
public struct APIClock: Sendable {
  /// Monotonic time elapsed since some fixed origin.
  public var now: @Sendable () -> Duration
  /// Suspends for `duration`; throws when the task is cancelled. The client sleeps here for a
  /// retry's wait and, while an attempt is in flight, until the call's time limit (cancelled
  /// when the attempt ends first): a clock that returns at once would end every attempt of a
  /// call with a time limit.
  public var sleep: @Sendable (Duration) async throws -> Void
  /// The wall-clock date, for `Retry-After` dates and token expiry.
  public var date: @Sendable () -> Date

  /// A clock made of the three functions the client calls.
  public init(
    now: @escaping @Sendable () -> Duration,
    sleep: @escaping @Sendable (Duration) async throws -> Void,
    date: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.now = now
    self.sleep = sleep
    self.date = date
  }

  /// Time measured and waited on `clock`.
  public init<C: Clock>(_ clock: C, date: @escaping @Sendable () -> Date = { Date() }) where C.Duration == Duration {
    let origin = clock.now
    self.init(
      now: { origin.duration(to: clock.now) },
      sleep: { duration in try await clock.sleep(until: clock.now.advanced(by: duration), tolerance: nil) },
      date: date)
  }

  /// Real time.
  public static var continuous: APIClock { APIClock(ContinuousClock()) }
}
