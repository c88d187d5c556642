import AppDomain

extension AnalyticsEventQueue {
  /// The file's layout, and the queue's arithmetic on it (kept apart from the file and the lock,
  /// so it is checked on its own: `AnalyticsQueueFuzz`); `version` lets a later format be
  /// recognised instead of misread.
  struct Stored: Codable, Sendable {
    static let currentVersion = 1
    /// Far above any sequence number appends reach, so `nextSequence += 1` never overflows.
    static let sequenceLimit = UInt64(Int64.max)
    var version = currentVersion
    var nextSequence: UInt64 = 1
    var droppedCount = 0
    var entries: [Entry] = []

    /// What in a file read back the arithmetic below cannot take, or nil: written by an older
    /// build, a bug or a hand edit, the numbers may repeat (an acknowledgement would remove an
    /// event never sent), leave no room to count on, or count below zero.
    var inconsistency: String? {
      if let repeated = zip(entries, entries.dropFirst()).first(where: { $0.sequence >= $1.sequence }) {
        return "event sequence numbers not increasing (\(repeated.0.sequence), then \(repeated.1.sequence))"
      }
      if let last = entries.last, last.sequence >= nextSequence {
        return "event sequence number \(last.sequence) not below the next one (\(nextSequence))"
      }
      if nextSequence > Self.sequenceLimit { return "next sequence number \(nextSequence) past the limit" }
      if droppedCount < 0 { return "dropped count \(droppedCount) below zero" }
      return nil
    }

    /// The same events in the same order, numbered from 1, and a dropped count of at least zero:
    /// sequence numbers are the queue's own (acknowledgements refer to a batch taken in this
    /// launch, never sent to the server), so renumbering at launch loses nothing.
    func renumbered() -> Stored {
      var copy = Stored()
      copy.droppedCount = max(0, droppedCount)
      for entry in entries { _ = copy.append(entry.event, capacity: Int.max) }
      return copy
    }

    /// Adds `event` at the end, dropping the oldest past `capacity`; returns what was dropped.
    mutating func append(_ event: AnalyticsEvent, capacity: Int) -> [Entry] {
      entries.append(Entry(sequence: nextSequence, event: event))
      nextSequence += 1
      let overflow = max(0, entries.count - capacity)
      let dropped = Array(entries.prefix(overflow))
      entries.removeFirst(overflow)
      countDropped(overflow)
      return dropped
    }

    /// Removes the events with these sequence numbers.
    mutating func remove(_ sequences: Set<UInt64>) {
      entries.removeAll { sequences.contains($0.sequence) }
    }

    /// Adds `count` to the dropped count, which stops at `Int.max` rather than trapping.
    mutating func countDropped(_ count: Int) {
      let (sum, overflowed) = droppedCount.addingReportingOverflow(max(0, count))
      droppedCount = overflowed ? Int.max : sum
    }
  }
}
