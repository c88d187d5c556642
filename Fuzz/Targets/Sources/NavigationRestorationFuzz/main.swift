import AppFeature
import Foundation
import FuzzSupport
import KeelNavigation
import Logging

// Any bytes as a tab's saved navigation (what `TabNavigationArchive` reads from the key-value
// store at launch: written by an older build, cut short by a crash, edited by hand), through the
// kit's versioned `RouteRestoration` with the app's own `TabRoute`. What it restores must save
// and restore to the same state, and the planner the tab then runs must bring a navigator from
// its root to that state and back, step by step, as the tab's stack does.
let restoration = RouteRestoration<TabRoute>(
  logger: Logger(label: "fuzz", factory: { _ in SwiftLogNoOpLogHandler() }))

@MainActor
func replay(_ state: NavigationState<TabRoute>) {
  let navigator = Navigator<TabRoute>()
  for step in TransitionPlanner.plan(from: navigator.state, to: state) { navigator.apply(step) }
  guard navigator.state == state else {
    fatalError("planning from the root to \(state) ended at \(navigator.state)")
  }
  for step in TransitionPlanner.plan(from: navigator.state, to: NavigationState()) { navigator.apply(step) }
  guard navigator.state == NavigationState() else {
    fatalError("planning from \(state) back to the root ended at \(navigator.state)")
  }
}

runFuzzer { data in
  guard let state = restoration.restore(from: data) else { return }
  _ = state.path.map { "\($0) \($0.tab)" }
  let saved: Data
  do {
    saved = try restoration.save(state)
  } catch {
    fatalError("restored \(state) but cannot save it: \(error)")
  }
  guard restoration.restore(from: saved) == state else {
    fatalError("\(state) saved as \(String(decoding: saved, as: UTF8.self)) restores to something else")
  }
  MainActor.assumeIsolated { replay(state) }
}
