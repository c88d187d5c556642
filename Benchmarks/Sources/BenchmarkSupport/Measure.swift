/// Runs `body` `iterations` times after one warm-up run, prints the median and the spread, so
/// a figure from a noisy shared machine comes with its variation, and returns the runs.
@discardableResult
public func measure(
  _ name: String, iterations: Int = 10, time: MeasuredTime = .wallClock,
  isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Void
) async rethrows -> Samples {
  let samples = try await measureRuns(runs: iterations, warmUp: 1, time: time, body)
  print("\(name): median \(samples.summary()) over \(iterations) runs")
  return samples
}
