/// Command line of the per-call benchmarks that `scripts/bench` runs under valgrind:
/// `<executable> <variant> <calls>`. The script runs each variant twice with different call
/// counts and divides the difference in instructions (callgrind) and in allocations (dhat) by
/// the difference in calls, so start-up, set-up and the runtime's one-time work cancel out and
/// every thread is counted (no `CALLGRIND_ZERO_STATS`, which resets only its own thread).
public struct PerCallArguments {
  public let variant: String
  public let calls: Int

  /// Reads the arguments, or returns nil after printing the usage when they do not parse.
  public init?(variants: [String], arguments: [String] = CommandLine.arguments) {
    guard arguments.count == 3, variants.contains(arguments[1]), let count = Int(arguments[2]), count >= 0 else {
      print("usage: \(arguments.first ?? "benchmark") <\(variants.joined(separator: "|"))> <calls>")
      return nil
    }
    variant = arguments[1]
    calls = count
  }
}

/// Keeps a value alive as far as the optimizer can tell, so a measured loop is not folded away.
@inline(never)
public func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// Prints the CPU time per call of a measured loop that started at `start` (a reading of
/// ``CPUClock``), as `ns-per-call <value>`, for `scripts/bench` to read from native runs (side
/// by side with the instruction counts, which it reads from valgrind's runs of the same loop).
/// CPU time rather than wall-clock time: on a machine shared with other builds, a loop of
/// nanosecond calls waits for a core far longer than it runs.
public func reportTimePerCall(calls: Int, since start: Duration) {
  let nanoseconds = (CPUClock.now - start).seconds * 1e9
  print("ns-per-call \(calls > 0 ? nanoseconds / Double(calls) : 0)")
}
