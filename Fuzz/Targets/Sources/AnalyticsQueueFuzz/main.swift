import AppDomain
import Foundation
import FuzzSupport
import Logging

@testable import AppData

// Any bytes as the analytics queue's file (what the app reads at launch: written by an older
// build, cut short, edited by hand), through `AnalyticsEventQueue.read` and then the queue's own
// arithmetic, as a launch goes on: events appended past a small capacity, a batch acknowledged,
// refusals counted. A file that decodes keeps every event, in order; whatever was read, the
// numbers stay increasing and below the next one, so an acknowledgement removes exactly its batch.
let logger = Logger(label: "fuzz", factory: { _ in SwiftLogNoOpLogHandler() })
let file = URL(fileURLWithPath: "/fuzz/queue/events.json")
let capacity = 3

func require(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError(message()) }
}

runFuzzer { data in
  var stored = AnalyticsEventQueue.read(data, file: file, logger: logger) ?? AnalyticsEventQueue.Stored()
  require(stored.inconsistency == nil, "read a queue the arithmetic cannot take: \(stored.inconsistency ?? "")")
  if let decoded = try? JSONDecoder().decode(AnalyticsEventQueue.Stored.self, from: data),
    decoded.version == AnalyticsEventQueue.Stored.currentVersion
  {
    require(stored.entries.map(\.event) == decoded.entries.map(\.event), "events lost or reordered on reading")
    require(stored.droppedCount == max(0, decoded.droppedCount), "dropped count \(decoded.droppedCount) misread")
  }

  let before = stored.entries.map(\.event)
  let added = (0..<(data.count % 5)).map { AnalyticsEvent("e\($0)") }
  for event in added { _ = stored.append(event, capacity: capacity) }
  let expected = before + added
  if !added.isEmpty {
    require(stored.entries.map(\.event) == Array(expected.suffix(capacity)), "appending kept the wrong events")
  }
  require(stored.inconsistency == nil, "appending broke the numbers: \(stored.inconsistency ?? "")")

  let batch = Array(stored.entries.prefix(2))
  let rest = Array(stored.entries.dropFirst(2))
  stored.remove(Set(batch.map(\.sequence)))
  require(stored.entries == rest, "acknowledging a batch of \(batch.count) removed others: \(stored.entries)")

  let dropped = stored.droppedCount
  stored.countDropped(data.count)
  require(stored.droppedCount >= dropped, "the dropped count went down")
}
