import BenchmarkSupport
import Foundation
import KeelCore
import KeelStore

// Issue 16, row 5: 100 callers asking a cold `Store` for its value at once (a screen's cells,
// several tabs appearing together) share one load. The anchor is the cache an app would write
// by hand (value, time loaded, TTL), which has no load in flight to share: each caller that
// finds it empty loads. The loader takes 5 ms (a fast local service), counts its calls, and
// both sides run alternately in one process (`measurePair`).

let callers = 100
let loadDelay = Duration.milliseconds(5)

/// What an app would write by hand instead of a Store.
@MainActor
final class HandWrittenCache {
  private(set) var value: Int?
  private var loadedAt: ContinuousClock.Instant?
  private let ttl: Duration
  private let load: @Sendable () async -> Int

  init(ttl: Duration, load: @escaping @Sendable () async -> Int) {
    self.ttl = ttl
    self.load = load
  }

  func loadIfNeeded() async {
    if value != nil, let loadedAt, ContinuousClock.now < loadedAt.advanced(by: ttl) { return }
    let loaded = await load()
    value = loaded
    loadedAt = .now
  }
}

@MainActor
func storeRound(counting loads: Locked<Int>) async {
  let store = Store(ttl: .seconds(3600)) {
    loads.withLock { $0 += 1 }
    try await Task.sleep(for: loadDelay)
    return 1
  }
  let tasks = (0..<callers).map { _ in Task { await store.loadIfNeeded() } }
  for task in tasks { await task.value }
  precondition(store.value == 1, "every caller must find the value loaded")
}

@MainActor
func handWrittenRound(counting loads: Locked<Int>) async {
  let cache = HandWrittenCache(ttl: .seconds(3600)) {
    loads.withLock { $0 += 1 }
    try? await Task.sleep(for: loadDelay)
    return 1
  }
  let tasks = (0..<callers).map { _ in Task { await cache.loadIfNeeded() } }
  for task in tasks { await task.value }
  precondition(cache.value == 1, "every caller must find the value loaded")
}

@MainActor
func run() async {
  let runs = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 30
  let warmUp = 2
  // Counts the loads each side started, over every round.
  let storeLoads = Locked(0)
  let handWrittenLoads = Locked(0)
  let (store, handWritten) = await measurePair(
    runs: runs, warmUp: warmUp, keel: { await storeRound(counting: storeLoads) },
    anchor: { await handWrittenRound(counting: handWrittenLoads) })
  let rounds = runs + warmUp
  let storeLoadsPerRound = Double(storeLoads.withLock { $0 }) / Double(rounds)
  let handWrittenLoadsPerRound = Double(handWrittenLoads.withLock { $0 }) / Double(rounds)
  print(
    "Store, \(callers) concurrent callers of a cold store (5 ms load): \(store.summary()),"
      + " \(decimal(storeLoadsPerRound)) loads per round; hand-written cache: \(handWritten.summary()),"
      + " \(decimal(handWrittenLoadsPerRound)) loads per round; \(runs) runs each")
  TableRow(
    metric: "Store: \(callers) concurrent callers of a cold store share one load (5 ms loader)",
    keel: "\(decimal(storeLoadsPerRound)) load, \(store.summary())",
    anchor: "hand-written TTL cache: \(decimal(handWrittenLoadsPerRound)) loads, \(handWritten.summary())",
    ratio: "\(decimal(storeLoadsPerRound / handWrittenLoadsPerRound, digits: 2))× the loads",
    goal: "1 load per round", met: storeLoadsPerRound == 1
  ).print()
}

Task { @MainActor in
  await run()
  exit(0)
}
while true { _ = RunLoop.main.run(mode: .default, before: .distantFuture) }
