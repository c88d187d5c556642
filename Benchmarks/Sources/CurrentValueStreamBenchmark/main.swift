import BenchmarkSupport
import KeelCore

// Fan-out cost of the single source of truth: 10,000 values to 4 subscribers, all consumed.
// The work runs off the main actor: top-level code is main-actor isolated, and every
// `next()` would otherwise hop executors, measuring the hop rather than the stream.
await measure("CurrentValueStream: 10,000 values × 4 subscribers") {
  await Task.detached {
    let stream = CurrentValueStream(0)
    let subscriptions = (0..<4).map { _ in stream.values }
    for value in 1...10_000 { stream.send(value) }
    stream.finish()
    for subscription in subscriptions {
      var last = -1
      for await value in subscription { last = value }
      precondition(last == 10_000)
    }
  }.value
}
