import AppFeature
import AppServices
import BenchmarkSupport
import Foundation
import KeelCore
import KeelStorage
import Logging

// Composition root to first root state, mock configuration: build `AppServices` from
// configuration values over fresh in-memory stores, run the launch, read the root state.
// Prints the median of many runs (goal: at most 1 ms). Each run is a new app: new stores,
// new scopes, nothing cached between runs.

// Log lines go nowhere: the figure is the composition, not the terminal's speed (each launch
// logs a few info lines).
LoggingSystem.bootstrap { _ in SwiftLogNoOpLogHandler() }

@MainActor
func oneLaunch() async -> (Duration, RootState) {
  let clock = ContinuousClock()
  let start = clock.now
  let environment = AppServicesEnvironment(
    values: [BuildConfiguration.configurationKey: "mock"], appVersion: "1.0",
    keyValueStore: KeyValueStore(backend: InMemoryKeyValueBackend()), secureStore: InMemorySecureStore(),
    applyLanguage: { _ in })
  do {
    let services = try AppServices(environment: environment)
    await services.launch()
    let state = services.session.rootState
    return (clock.now - start, state)
  } catch {
    fatalError("the mock configuration must build: \(error)")
  }
}

let runs = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 2_000
var samples: [Duration] = []
samples.reserveCapacity(runs)
var lastState: RootState?
for _ in 0..<100 { _ = await oneLaunch() }  // warm-up: first-use costs (metadata, the bundle's strings)
for _ in 0..<runs {
  let (elapsed, state) = await oneLaunch()
  samples.append(elapsed)
  lastState = state
}
samples.sort()
func milliseconds(_ duration: Duration) -> String {
  let (seconds, attoseconds) = duration.components
  return String(format: "%.3f ms", Double(seconds) * 1_000 + Double(attoseconds) / 1e15)
}
print(
  "composition root to first root state (mock, \(runs) runs): median \(milliseconds(samples[runs / 2])),"
    + " p90 \(milliseconds(samples[runs * 9 / 10])), min \(milliseconds(samples[0]))"
    + " (goal <= 1 ms); root: \(lastState.map { "\($0)" } ?? "none")")
let launches = Samples(samples)
TableRow(
  metric: "Composition root to first root state (mock configuration, a new app each run)",
  keel: launches.summary(), goal: "≤ 1 ms", met: launches.median <= .milliseconds(1)
).print()
