#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The CPU time this process has used, all threads together (`CLOCK_PROCESS_CPUTIME_ID`).
///
/// For CPU-bound work it is the figure to compare on a shared machine: the wall-clock time of a
/// run includes every moment it waited for a core that another build held, while its CPU time
/// grows only while it runs (cache and frequency effects remain).
public enum CPUClock {
  /// CPU time used since the process started.
  public static var now: Duration {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return .seconds(Int64(time.tv_sec)) + .nanoseconds(Int64(time.tv_nsec))
  }
}

/// Which time a measurement reads: wall-clock time (what a person waits: network, sleeps) or
/// the process's CPU time (what CPU-bound work costs, robust to other load on the machine).
public enum MeasuredTime: Sendable {
  case wallClock
  case cpu

  /// Runs `body` and returns how long it took, in this kind of time.
  public func measure(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Void
  ) async rethrows -> Duration {
    switch self {
    case .wallClock:
      return try await ContinuousClock().measure { try await body() }
    case .cpu:
      let start = CPUClock.now
      try await body()
      return CPUClock.now - start
    }
  }
}
