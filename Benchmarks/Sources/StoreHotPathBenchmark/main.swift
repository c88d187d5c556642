import BenchmarkSupport
import Foundation
import KeelStore

// Issue 21, item 7: `Store.loadIfNeeded()` within the TTL, against a hand-written check of the
// same thing. `scripts/bench` runs this under callgrind and dhat (see `PerCallArguments`).
// No top-level `await` and no `dispatchMain()` (both end the main thread with `pthread_exit`,
// which valgrind 3.19 crashes on): the measured loop runs in a main-actor task, and the main
// thread serves the main queue from Foundation's run loop until the task exits.

/// What an app would write by hand instead of a Store: a value, when it was loaded, a TTL.
@MainActor
final class HandWrittenCache {
  private(set) var value: Int?
  private var loadedAt: ContinuousClock.Instant?
  private let ttl: Duration

  init(ttl: Duration) { self.ttl = ttl }

  @inline(never)
  func loadIfNeeded() async {
    if value != nil, let loadedAt, ContinuousClock.now < loadedAt.advanced(by: ttl) { return }
    value = 1
    loadedAt = .now
  }
}

@MainActor
func run(_ arguments: PerCallArguments) async {
  switch arguments.variant {
  case "store":
    let store = Store(ttl: .seconds(3600)) { 1 }
    await store.loadIfNeeded()
    let start = CPUClock.now
    for _ in 0..<arguments.calls {
      await store.loadIfNeeded()
      blackHole(store)
    }
    reportTimePerCall(calls: arguments.calls, since: start)
  default:
    let cache = HandWrittenCache(ttl: .seconds(3600))
    await cache.loadIfNeeded()
    let start = CPUClock.now
    for _ in 0..<arguments.calls {
      await cache.loadIfNeeded()
      blackHole(cache)
    }
    reportTimePerCall(calls: arguments.calls, since: start)
  }
}

guard let arguments = PerCallArguments(variants: ["store", "hand-written"]) else { exit(2) }
Task { @MainActor in
  await run(arguments)
  exit(0)
}
while true { _ = RunLoop.main.run(mode: .default, before: .distantFuture) }
