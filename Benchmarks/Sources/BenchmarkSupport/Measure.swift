/// Runs `body` `iterations` times after one warm-up run and prints the median and the spread,
/// so a figure from a noisy shared machine comes with its variation.
public func measure(
  _ name: String, iterations: Int = 10, _ body: () async throws -> Void
) async rethrows {
  try await body()
  let clock = ContinuousClock()
  var samples: [Duration] = []
  for _ in 0..<iterations {
    samples.append(try await clock.measure { try await body() })
  }
  samples.sort()
  let median = samples[samples.count / 2]
  print(
    "\(name): median \(format(median)), min \(format(samples.first!)), max \(format(samples.last!))"
      + " over \(iterations) runs"
  )
}

func format(_ duration: Duration) -> String {
  let (seconds, attoseconds) = duration.components
  let milliseconds = Double(seconds) * 1000 + Double(attoseconds) / 1e15
  return milliseconds >= 1
    ? "\((milliseconds * 100).rounded() / 100) ms" : "\((milliseconds * 100_000).rounded() / 100) µs"
}
