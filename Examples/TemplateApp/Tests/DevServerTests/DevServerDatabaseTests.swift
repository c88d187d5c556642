import DevServer
import Foundation
import Testing

@Suite struct DevServerDatabaseTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("db-\(UUID().uuidString)/nested")

  @Test func createsItsFolderAndRunsInWALMode() throws {
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let database = try DevServerDatabase(path: folder.appendingPathComponent("a.sqlite").path)
    #expect(try database.journalMode() == "wal")
    #expect(try database.integrityCheck() == ["ok"])
  }

  @Test func eventsAndProfilesAreReadBackFromASecondConnection() async throws {
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let path = folder.appendingPathComponent("b.sqlite").path
    let writer = try DevServerDatabase(path: path)
    let date = Date(timeIntervalSince1970: 1_800_000_000)
    let ids = try await writer.insertEvents(
      owner: "a@example.org", events: [("open", ["k": "v"]), ("close", [:])], at: date)
    _ = try await writer.insertEvents(owner: "b@example.org", events: [("other", [:])], at: date)
    try await writer.saveProfile(.init(email: "a@example.org", displayName: "A", bio: "", updatedAt: date))
    try await writer.saveProfile(.init(email: "a@example.org", displayName: "A2", bio: "b", updatedAt: date))

    let reader = try DevServerDatabase(path: path)
    let events = try await reader.events(owner: "a@example.org")
    #expect(events.map(\.id) == ids)
    #expect(events.map(\.name) == ["open", "close"])
    #expect(events[0].properties == ["k": "v"])
    #expect(events[0].receivedAt == date)
    #expect(try await reader.profile(email: "a@example.org")?.displayName == "A2")
    #expect(try await reader.profile(email: "c@example.org") == nil)
  }
}
