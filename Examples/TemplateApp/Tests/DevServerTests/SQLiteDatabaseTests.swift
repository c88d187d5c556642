import Foundation
import Testing

@testable import DevServer

@Suite struct SQLiteDatabaseTests {
  let path = FileManager.default.temporaryDirectory.appendingPathComponent("database-\(UUID().uuidString).sqlite").path

  private var migrations: SQLiteMigrations {
    var migrations = SQLiteMigrations()
    migrations.register("v1", "CREATE TABLE counter (n INTEGER NOT NULL); INSERT INTO counter VALUES (0);")
    return migrations
  }

  private func removeFiles() {
    for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
  }

  @Test func concurrentReadModifyWritesLoseNoUpdate() async throws {
    defer { removeFiles() }
    let database = try SQLiteDatabase(path: path, migrations: migrations)
    // Each write reads the counter and writes it back plus one: two writers interleaving inside
    // a transaction would lose increments.
    try await withThrowingTaskGroup(of: Void.self) { group in
      for _ in 0..<200 {
        group.addTask {
          try await database.write { db in
            let n = try db.firstRow("SELECT n FROM counter")?.integer("n") ?? -1
            try db.execute("UPDATE counter SET n = ?", [.integer(n + 1)])
          }
        }
        group.addTask { _ = try await database.read { db in try db.rows("SELECT n FROM counter") } }
      }
      try await group.waitForAll()
    }
    #expect(try await database.read { db in try db.firstRow("SELECT n FROM counter")?.integer("n") } == 200)
    #expect(try database.readNow { db in try db.firstRow("PRAGMA journal_mode")?.text("journal_mode") } == "wal")
  }

  @Test func aReadIsNotHeldUpByAWriteInProgress() async throws {
    defer { removeFiles() }
    let database = try SQLiteDatabase(path: path, migrations: migrations)
    let (writing, signal) = AsyncStream<Void>.makeStream()
    let release = Gate()
    // A write that holds its transaction open until the read below has answered.
    let write = Task {
      try await database.write { db in
        try db.execute("UPDATE counter SET n = 1")
        signal.yield()
        release.wait()
      }
    }
    defer { release.open() }
    var started = writing.makeAsyncIterator()
    await started.next()
    // WAL: the reader sees the last committed value, without waiting for the writer.
    #expect(try await database.read { db in try db.firstRow("SELECT n FROM counter")?.integer("n") } == 0)
    release.open()
    try await write.value
    #expect(try await database.read { db in try db.firstRow("SELECT n FROM counter")?.integer("n") } == 1)
  }

  @Test func aFailedWriteIsRolledBackAndTheNextOneRuns() async throws {
    defer { removeFiles() }
    let database = try SQLiteDatabase(path: path, migrations: migrations)
    await #expect(throws: SQLiteError.self) {
      try await database.write { db in
        try db.execute("UPDATE counter SET n = 5")
        try db.execute("INSERT INTO missing VALUES (1)")
      }
    }
    try await database.write { db in try db.execute("UPDATE counter SET n = n + 1") }
    #expect(try await database.read { db in try db.firstRow("SELECT n FROM counter")?.integer("n") } == 1)
  }
}

/// Holds a block on a database queue (which must not await, so a semaphore) until the test
/// opens it.
private final class Gate: Sendable {
  private let semaphore = DispatchSemaphore(value: 0)
  func open() { semaphore.signal() }
  func wait() { semaphore.wait() }
}
