import AppDomain
import Foundation
import KeelCore
import Logging

/// The analytics events not yet acknowledged by the server, kept in a file so they survive a
/// relaunch.
///
/// Bounded: past ``capacity`` the oldest event is dropped and counted (``droppedCount``, kept in
/// the file too), so an app that stays offline for weeks does not grow the file without end.
///
/// Changes are made in memory and saved off the caller's thread: the first change after a save
/// schedules one, which writes the queue as it is by then, so a burst of events costs one write
/// and tracking never waits for the disk (a write of the full default queue took 10–30 ms on this
/// loaded build machine, too long for the main actor). The app calls ``save()`` when it goes to
/// the background, so what a suspended app holds is on disk; a crash can lose only the events of
/// the last moments. The whole queue is rewritten atomically (`Data.write(options: .atomic)`: a
/// temporary file renamed over the old one), so the file is always one complete JSON document.
/// A file that cannot be read (corrupt, or from another format) is logged and set aside
/// (`events.json.unreadable`) for an empty queue rather than blocking analytics forever; one
/// whose numbers cannot be counted on (repeated, out of order, no room left) keeps its events,
/// renumbered, with a warning.
public final class AnalyticsEventQueue: Sendable {
  /// An event with the queue's own sequence number, which acknowledgements refer to.
  public struct Entry: Sendable, Hashable, Codable {
    public let sequence: UInt64
    public let event: AnalyticsEvent
  }

  public static let defaultCapacity = 1_000

  public let fileURL: URL
  public let capacity: Int
  private struct State: Sendable {
    var stored: Stored
    var saveScheduled = false
    /// The person's account was deleted (``discard()``): nothing is kept or written any more.
    var isDiscarded = false
  }

  private let state: Locked<State>
  /// Held while writing, so saves reach the file one at a time, each newer than the last.
  private let saving = Locked(())
  private let logger: Logger

  public init(fileURL: URL, capacity: Int = defaultCapacity, logger: Logger = Logger(label: "template.analytics")) {
    self.fileURL = fileURL
    self.logger = logger
    if capacity < 1 {
      logger.warning("analytics queue capacity \(capacity) is below 1; using 1")
    }
    self.capacity = max(1, capacity)
    state = Locked(State(stored: Self.load(from: fileURL, logger: logger)))
  }

  /// The events waiting, oldest first.
  public var entries: [Entry] { state.withLock { $0.stored.entries } }
  public var count: Int { state.withLock { $0.stored.entries.count } }
  /// Events dropped to keep within ``capacity``, over the queue's whole life (it survives relaunches).
  public var droppedCount: Int { state.withLock { $0.stored.droppedCount } }

  /// Adds `event` at the end, dropping the oldest past ``capacity``; saved shortly after.
  public func append(_ event: AnalyticsEvent) {
    let (dropped, droppedCount) = change { stored in
      (stored.append(event, capacity: capacity), stored.droppedCount)
    }
    for entry in dropped {
      logger.warning(
        "analytics queue full (\(capacity)); dropped the oldest event",
        metadata: ["event": "\(entry.event.name)", "droppedCount": "\(droppedCount)"])
    }
  }

  /// The person's account is deleted: every event is forgotten and the file removed, and from
  /// now on nothing is kept or written, so no later save (the one at the session's close, or
  /// one already scheduled) brings their events back.
  public func discard() {
    saving.withLock { _ in
      state.withLock { state in
        state.stored = Stored()
        state.isDiscarded = true
      }
      // The file set aside at a launch holds their events too.
      for file in [fileURL, Self.asideURL(for: fileURL)] where FileManager.default.fileExists(atPath: file.path) {
        do {
          try FileManager.default.removeItem(at: file)
        } catch {
          logger.error("the deleted account's analytics queue at \(file.path) was not removed: \(error)")
        }
      }
    }
  }

  /// Up to `limit` of the oldest events.
  public func oldest(_ limit: Int) -> [Entry] {
    state.withLock { Array($0.stored.entries.prefix(max(0, limit))) }
  }

  /// Removes the events with these sequence numbers (the server acknowledged them, or refused
  /// them for good); saved shortly after.
  public func remove(_ sequences: Set<UInt64>) {
    change { stored in stored.remove(sequences) }
  }

  /// Counts events given up on for a reason other than the bound (the server refused them).
  public func countDropped(_ count: Int) {
    change { stored in stored.countDropped(count) }
  }

  // MARK: - Private Methods

  /// Writes the queue to its file now (the app calls it when it goes to the background).
  public func save() {
    saving.withLock { _ in
      // Taken while holding `saving`, so a later save never writes an older queue.
      let snapshot = state.withLock { state -> Stored? in
        state.saveScheduled = false
        return state.isDiscarded ? nil : state.stored
      }
      if let snapshot { write(snapshot) }
    }
  }

  /// Applies `body` in memory and schedules a save unless one is already waiting.
  @discardableResult
  private func change<T: Sendable>(_ body: (inout Stored) -> T) -> T {
    let (result, scheduleSave) = state.withLock { state in
      // A discarded queue keeps nothing: the change applies to a copy that is thrown away.
      guard !state.isDiscarded else {
        var scratch = Stored()
        return (body(&scratch), false)
      }
      let result = body(&state.stored)
      defer { state.saveScheduled = true }
      return (result, !state.saveScheduled)
    }
    if scheduleSave {
      Task.detached(priority: .utility) { self.save() }
    }
    return result
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
    let data: Data
    do {
      data = try Data(contentsOf: fileURL)
    } catch {
      logger.warning("analytics queue at \(fileURL.path) cannot be read (\(error)); starting empty")
      return Stored()
    }
    if let stored = read(data, file: fileURL, logger: logger) { return stored }
    setAside(fileURL, logger: logger)
    return Stored()
  }

  /// The queue `data` holds, as read from `file`; nil (with a warning naming the file and why)
  /// when it does not decode or is of another version. Events whose numbers cannot be counted on
  /// are kept, renumbered, with a warning saying why.
  static func read(_ data: Data, file fileURL: URL, logger: Logger) -> Stored? {
    let stored: Stored
    do {
      stored = try JSONDecoder().decode(Stored.self, from: data)
    } catch {
      logger.warning("analytics queue at \(fileURL.path) cannot be read (\(error))")
      return nil
    }
    guard stored.version == Stored.currentVersion else {
      logger.warning(
        "analytics queue in an unknown format",
        metadata: [
          "file": "\(fileURL.path)", "version": "\(stored.version)", "expected": "\(Stored.currentVersion)",
        ])
      return nil
    }
    if let inconsistency = stored.inconsistency {
      logger.warning(
        "analytics queue at \(fileURL.path): \(inconsistency); its \(stored.entries.count) events are kept, renumbered")
      return stored.renumbered()
    }
    return stored
  }

  /// Moves a file the queue cannot use beside it (`events.json.unreadable`, replacing an older
  /// one), so the next save does not overwrite it: its events can still be recovered by hand, or
  /// by the later build whose format it is (a person who went back to an older version).
  private static func setAside(_ fileURL: URL, logger: Logger) {
    let aside = asideURL(for: fileURL)
    do {
      if FileManager.default.fileExists(atPath: aside.path) { try FileManager.default.removeItem(at: aside) }
      try FileManager.default.moveItem(at: fileURL, to: aside)
      logger.warning("analytics queue file set aside at \(aside.path); starting empty")
    } catch {
      logger.error(
        "analytics queue file at \(fileURL.path) not set aside (\(error)); starting empty, the next save replaces it")
    }
  }

  private static func asideURL(for fileURL: URL) -> URL { fileURL.appendingPathExtension("unreadable") }
}
