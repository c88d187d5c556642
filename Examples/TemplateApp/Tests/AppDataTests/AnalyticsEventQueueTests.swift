import AppData
import AppDomain
import Foundation
import KeelTesting
import Testing

/// The queue over real files in a temporary folder; a "relaunch" is a new queue over the same file.
@Suite("AnalyticsEventQueue")
struct AnalyticsEventQueueTests {
  final class Folder: Sendable {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("analytics-queue-\(UUID().uuidString)")
    var file: URL { url.appendingPathComponent("queue/events.json") }
    deinit { try? FileManager.default.removeItem(at: url) }
  }

  static func events(_ names: String...) -> [AnalyticsEvent] { names.map { AnalyticsEvent($0) } }

  /// A new queue over the same file, as the next launch opens it.
  static func relaunch(_ folder: Folder, capacity: Int = AnalyticsEventQueue.defaultCapacity) -> AnalyticsEventQueue {
    AnalyticsEventQueue(fileURL: folder.file, capacity: capacity, logger: LogCapture().logger())
  }

  @Test func changesAreSavedWithoutAnExplicitSave() async throws {
    let folder = Folder()
    let queue = AnalyticsEventQueue(fileURL: folder.file, logger: LogCapture().logger())
    queue.append(AnalyticsEvent("a"))
    queue.append(AnalyticsEvent("b"))
    try await waitForCondition { Self.relaunch(folder).count == 2 }
    queue.remove([1])
    try await waitForCondition { Self.relaunch(folder).entries.map(\.event.name) == ["b"] }
  }

  @Test func eventsSurviveARelaunchInOrderWithTheirProperties() {
    let folder = Folder()
    do {
      let queue = AnalyticsEventQueue(fileURL: folder.file, logger: LogCapture().logger())
      queue.append(AnalyticsEvent("a", properties: ["k": "v"]))
      queue.append(AnalyticsEvent("b"))
      // As the app does on entering the background.
      queue.save()
    }
    #expect(FileManager.default.fileExists(atPath: folder.file.path))
    let relaunched = Self.relaunch(folder)
    #expect(relaunched.entries.map(\.event) == [AnalyticsEvent("a", properties: ["k": "v"]), AnalyticsEvent("b")])
    #expect(relaunched.entries.map(\.sequence) == [1, 2])
  }

  @Test func removedEventsStayRemovedAndSequencesNeverRepeat() {
    let folder = Folder()
    let queue = AnalyticsEventQueue(fileURL: folder.file, logger: LogCapture().logger())
    for event in Self.events("a", "b", "c") { queue.append(event) }
    queue.remove(Set(queue.oldest(2).map(\.sequence)))
    queue.save()
    let relaunched = Self.relaunch(folder)
    #expect(relaunched.entries.map(\.event.name) == ["c"])
    relaunched.append(AnalyticsEvent("d"))
    #expect(relaunched.entries.map(\.sequence) == [3, 4])
  }

  @Test func pastTheCapacityTheOldestAreDroppedCountedAndLogged() {
    let folder = Folder()
    let capture = LogCapture()
    let queue = AnalyticsEventQueue(fileURL: folder.file, capacity: 3, logger: capture.logger())
    for event in Self.events("e1", "e2", "e3", "e4", "e5") { queue.append(event) }
    #expect(queue.entries.map(\.event.name) == ["e3", "e4", "e5"])
    #expect(queue.droppedCount == 2)
    #expect(capture.records.filter { $0.level == .warning }.count == 2)
    #expect(capture.records.first?.metadata["event"] == "e1")
    queue.save()
    let relaunched = Self.relaunch(folder, capacity: 3)
    #expect(relaunched.droppedCount == 2)
    #expect(relaunched.count == 3)
  }

  @Test func oldestGivesAtMostTheLimitOldestFirst() {
    let folder = Folder()
    let queue = AnalyticsEventQueue(fileURL: folder.file, logger: LogCapture().logger())
    for event in Self.events("a", "b", "c") { queue.append(event) }
    #expect(queue.oldest(2).map(\.event.name) == ["a", "b"])
    #expect(queue.oldest(10).count == 3)
    #expect(queue.oldest(0).isEmpty)
  }

  @Test func anUnreadableFileStartsAnEmptyQueueWithAWarningNamingItAndIsSetAsideNotOverwritten() throws {
    let folder = Folder()
    let unreadable = "{\"version\": 1, \"entries\": [tru"
    try Self.write(unreadable, to: folder)
    let capture = LogCapture()
    let queue = AnalyticsEventQueue(fileURL: folder.file, logger: capture.logger())
    #expect(queue.count == 0)
    #expect(capture.records.map(\.level) == [.warning, .warning])
    #expect(capture.lines.first?.contains(folder.file.path) == true)
    let aside = folder.file.appendingPathExtension("unreadable")
    #expect(capture.lines.last?.contains("set aside at \(aside.path)") == true)
    queue.append(AnalyticsEvent("after"))
    queue.save()
    #expect(Self.relaunch(folder).entries.map(\.event.name) == ["after"])
    #expect(try String(contentsOf: aside, encoding: .utf8) == unreadable)
  }

  /// A person who went back to an older build keeps the newer build's events for when they return.
  @Test func aFileFromAnotherFormatVersionIsNotMisreadNorOverwritten() throws {
    let folder = Folder()
    let newer = #"{"version": 2, "nextSequence": 5, "droppedCount": 0, "entries": []}"#
    try Self.write(newer, to: folder)
    let capture = LogCapture()
    let queue = AnalyticsEventQueue(fileURL: folder.file, logger: capture.logger())
    #expect(queue.count == 0)
    #expect(capture.records.first?.message.contains("unknown format") == true)
    #expect(capture.records.first?.metadata["version"] == "2")
    queue.append(AnalyticsEvent("after"))
    queue.save()
    #expect(try String(contentsOf: folder.file.appendingPathExtension("unreadable"), encoding: .utf8) == newer)
  }

  /// Writes `json` as the queue's file, as an older build, a bug or a hand edit could have.
  static func write(_ json: String, to folder: Folder) throws {
    try FileManager.default.createDirectory(
      at: folder.file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(json.utf8).write(to: folder.file)
  }

  static func entry(_ sequence: UInt64, _ name: String) -> String {
    #"{"sequence": \#(sequence), "event": {"name": "\#(name)", "properties": {}}}"#
  }

  /// Seen while writing AnalyticsQueueFuzz, which now checks it: the next append added one to
  /// the largest sequence number and trapped, at every launch, until the app was reinstalled.
  @Test func aFileWhoseNextSequenceHasNoRoomLeftKeepsItsEventsRenumbered() throws {
    let folder = Folder()
    try Self.write(
      #"{"version": 1, "nextSequence": \#(UInt64.max), "droppedCount": 0, "entries": [\#(Self.entry(5, "a"))]}"#,
      to: folder)
    let capture = LogCapture()
    let queue = AnalyticsEventQueue(fileURL: folder.file, logger: capture.logger())
    queue.append(AnalyticsEvent("b"))
    #expect(queue.entries.map(\.event.name) == ["a", "b"])
    #expect(queue.entries.map(\.sequence) == [1, 2])
    let warning = try #require(capture.records.first { $0.level == .warning })
    #expect(warning.message.contains("renumbered") && warning.message.contains(folder.file.path))
  }

  /// Seen while writing AnalyticsQueueFuzz, which now checks it: two events under one sequence
  /// number were both removed when the server acknowledged the batch holding one of them, so the
  /// other was lost unsent.
  @Test func eventsNumberedTwiceOrOutOfOrderAreRenumberedSoAnAcknowledgementRemovesOnlyItsOwn() throws {
    let folder = Folder()
    let entries = [Self.entry(7, "a"), Self.entry(3, "b"), Self.entry(3, "c")].joined(separator: ",")
    try Self.write(#"{"version": 1, "nextSequence": 4, "droppedCount": 0, "entries": [\#(entries)]}"#, to: folder)
    let queue = Self.relaunch(folder)
    #expect(queue.entries.map(\.event.name) == ["a", "b", "c"])
    queue.remove(Set(queue.oldest(2).map(\.sequence)))
    #expect(queue.entries.map(\.event.name) == ["c"])
    queue.append(AnalyticsEvent("d"))
    #expect(Set(queue.entries.map(\.sequence)).count == 2)
  }

  /// Seen while writing AnalyticsQueueFuzz, which now checks it: a dropped count at `Int.max`
  /// trapped on the next drop; a negative one is no count at all.
  @Test func theDroppedCountStopsAtItsLimitAndIsNeverNegative() throws {
    let folder = Folder()
    try Self.write(
      #"{"version": 1, "nextSequence": 2, "droppedCount": \#(Int.max), "entries": [\#(Self.entry(1, "a"))]}"#,
      to: folder)
    let full = Self.relaunch(folder, capacity: 1)
    full.append(AnalyticsEvent("b"))
    full.countDropped(3)
    #expect(full.droppedCount == Int.max)
    #expect(full.entries.map(\.event.name) == ["b"])

    let other = Folder()
    try Self.write(#"{"version": 1, "nextSequence": 1, "droppedCount": -5, "entries": []}"#, to: other)
    #expect(Self.relaunch(other).droppedCount == 0)
  }

  @Test func aDiscardedQueueRemovesItsFileAndNeverWritesItAgain() async throws {
    let folder = Folder()
    let queue = AnalyticsEventQueue(fileURL: folder.file, logger: LogCapture().logger())
    queue.append(AnalyticsEvent("Profile_Appear"))
    queue.save()
    #expect(FileManager.default.fileExists(atPath: folder.file.path))

    // What a launch set aside is theirs too.
    let aside = folder.file.appendingPathExtension("unreadable")
    try Data("{".utf8).write(to: aside)

    queue.discard()
    #expect(!FileManager.default.fileExists(atPath: folder.file.path))
    #expect(!FileManager.default.fileExists(atPath: aside.path))
    #expect(queue.count == 0)
    // What follows a deletion (an event tracked as the scope closes, the save at its close)
    // keeps nothing and writes nothing.
    queue.append(AnalyticsEvent("Account_Deleted"))
    queue.save()
    #expect(queue.count == 0)
    #expect(!FileManager.default.fileExists(atPath: folder.file.path))
    #expect(Self.relaunch(folder).count == 0)
  }
}
