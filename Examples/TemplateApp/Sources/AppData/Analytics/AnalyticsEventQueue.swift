import AppDomain
import Foundation
import KeelCore
import Logging

/// The analytics events not yet acknowledged by the server, kept in a file so they survive a
/// relaunch (or a crash: an event is on disk before ``append(_:)`` returns).
///
/// Bounded: past ``capacity`` the oldest event is dropped and counted (``droppedCount``, kept in
/// the file too), so an app that stays offline for weeks does not grow the file without end.
///
/// The whole queue is rewritten atomically (`Data.write(options: .atomic)`: a temporary file
/// renamed over the old one) on every change, so the file is always one complete JSON
/// document; with the default capacity of 1,000 short events that is tens of kilobytes. A file
/// that cannot be read (corrupt, or from a newer format) is logged and replaced by an empty
/// queue rather than blocking analytics forever.
public final class AnalyticsEventQueue: Sendable {
  /// An event with the queue's own sequence number, which acknowledgements refer to.
  public struct Entry: Sendable, Hashable, Codable {
    public let sequence: UInt64
    public let event: AnalyticsEvent
  }

  /// The file's layout; `version` lets a later format be recognised instead of misread.
  struct Stored: Codable {
    static let currentVersion = 1
    var version = currentVersion
    var nextSequence: UInt64 = 1
    var droppedCount = 0
    var entries: [Entry] = []
  }

  public static let defaultCapacity = 1_000

  public let fileURL: URL
  public let capacity: Int
  private let state: Locked<Stored>
  private let logger: Logger

  public init(fileURL: URL, capacity: Int = defaultCapacity, logger: Logger = Logger(label: "template.analytics")) {
    self.fileURL = fileURL
    self.logger = logger
    if capacity < 1 {
      logger.warning("analytics queue capacity \(capacity) is below 1; using 1")
    }
    self.capacity = max(1, capacity)
    state = Locked(Self.load(from: fileURL, logger: logger))
  }

  /// The events waiting, oldest first.
  public var entries: [Entry] { state.withLock { $0.entries } }
  public var count: Int { state.withLock { $0.entries.count } }
  /// Events dropped to keep within ``capacity``, over the queue's whole life (it survives relaunches).
  public var droppedCount: Int { state.withLock { $0.droppedCount } }

  /// Adds `event` at the end, dropping the oldest past ``capacity``, and writes the file.
  public func append(_ event: AnalyticsEvent) {
    let (dropped, droppedCount) = change { stored in
      stored.entries.append(Entry(sequence: stored.nextSequence, event: event))
      stored.nextSequence += 1
      let overflow = max(0, stored.entries.count - capacity)
      let dropped = Array(stored.entries.prefix(overflow))
      stored.entries.removeFirst(overflow)
      stored.droppedCount += overflow
      return (dropped, stored.droppedCount)
    }
    for entry in dropped {
      logger.warning(
        "analytics queue full (\(capacity)); dropped the oldest event",
        metadata: ["event": "\(entry.event.name)", "droppedCount": "\(droppedCount)"])
    }
  }

  /// Up to `limit` of the oldest events.
  public func oldest(_ limit: Int) -> [Entry] {
    state.withLock { Array($0.entries.prefix(max(0, limit))) }
  }

  /// Removes the events with these sequence numbers (the server acknowledged them, or refused
  /// them for good) and writes the file.
  public func remove(_ sequences: Set<UInt64>) {
    change { stored in stored.entries.removeAll { sequences.contains($0.sequence) } }
  }

  /// Counts events given up on for a reason other than the bound (the server refused them).
  public func countDropped(_ count: Int) {
    change { stored in stored.droppedCount += count }
  }

  // MARK: - Private Methods

  /// Applies `body` and writes the result while holding the lock, so concurrent changes reach
  /// the file in the order they were made.
  @discardableResult
  private func change<T: Sendable>(_ body: (inout Stored) -> T) -> T {
    state.withLock { stored in
      let result = body(&stored)
      write(stored)
      return result
    }
  }

  private func write(_ stored: Stored) {
    do {
      try FileManager.default.createDirectory(
        at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
      try JSONEncoder().encode(stored).write(to: fileURL, options: .atomic)
    } catch {
      // The events stay in memory and the next change writes them again.
      logger.error("analytics queue not saved to \(fileURL.path): \(error)")
    }
  }

  private static func load(from fileURL: URL, logger: Logger) -> Stored {
    guard FileManager.default.fileExists(atPath: fileURL.path) else { return Stored() }
    do {
      let stored = try JSONDecoder().decode(Stored.self, from: Data(contentsOf: fileURL))
      guard stored.version == Stored.currentVersion else {
        logger.warning(
          "analytics queue at \(fileURL.path) has format version \(stored.version), expected \(Stored.currentVersion); starting empty"
        )
        return Stored()
      }
      return stored
    } catch {
      logger.warning("analytics queue at \(fileURL.path) cannot be read (\(error)); starting empty")
      return Stored()
    }
  }
}
