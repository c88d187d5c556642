import BenchmarkSupport
import Foundation
import KeelCore

// Fan-out cost of the single source of truth: 10,000 values to 4 subscribers, all consumed.
// The anchor is what an app writes without the kit: a lock around a list of `AsyncStream`
// continuations, each value yielded to every one (no current value for late subscribers, no
// unsubscription on cancel). Both sides run alternately in one process; the figure is the
// process's CPU time (both cooperative threads), which other builds on the machine do not inflate.
// The work runs off the main actor: top-level code is main-actor isolated, and every
// `next()` would otherwise hop executors, measuring the hop rather than the stream.

let values = 10_000
let subscribers = 4

/// The hand-written broadcaster.
final class Broadcaster: Sendable {
  private let continuations = Locked<[AsyncStream<Int>.Continuation]>([])

  func subscribe() -> AsyncStream<Int> {
    let (stream, continuation) = AsyncStream<Int>.makeStream(bufferingPolicy: .unbounded)
    continuations.withLock { $0.append(continuation) }
    return stream
  }

  func send(_ value: Int) {
    continuations.withLock { list in for continuation in list { continuation.yield(value) } }
  }

  func finish() {
    continuations.withLock { list in for continuation in list { continuation.finish() } }
  }
}

func consume(_ subscriptions: [AsyncStream<Int>]) async {
  for subscription in subscriptions {
    var last = -1
    for await value in subscription { last = value }
    precondition(last == values, "a subscriber missed the last value")
  }
}

let (keel, anchor) = await measurePair(
  runs: 15, time: .cpu,
  keel: {
    await Task.detached {
      let stream = CurrentValueStream(0)
      let subscriptions = (0..<subscribers).map { _ in stream.values }
      for value in 1...values { stream.send(value) }
      stream.finish()
      await consume(subscriptions)
    }.value
  },
  anchor: {
    await Task.detached {
      let broadcaster = Broadcaster()
      let subscriptions = (0..<subscribers).map { _ in broadcaster.subscribe() }
      for value in 1...values { broadcaster.send(value) }
      broadcaster.finish()
      await consume(subscriptions)
    }.value
  })
print(
  "CurrentValueStream: 10,000 values × 4 subscribers: \(keel.summary()); "
    + "AsyncStream broadcaster: \(anchor.summary()); 15 runs each")
let ratio = keel.ratio(to: anchor)
TableRow(
  metric: "CurrentValueStream fan-out: 10,000 values × 4 subscribers, all consumed (CPU time)",
  keel: keel.summary(), anchor: "hand-written AsyncStream broadcaster: \(anchor.summary())", ratio: times(ratio),
  goal: "≤ 1.2×", met: ratio <= 1.2
).print()
