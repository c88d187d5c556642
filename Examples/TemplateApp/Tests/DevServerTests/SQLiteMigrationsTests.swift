import Foundation
import Testing

@testable import DevServer

@Suite struct SQLiteMigrationsTests {
  let path = FileManager.default.temporaryDirectory.appendingPathComponent("migrations-\(UUID().uuidString).sqlite")
    .path

  private var migrations: SQLiteMigrations {
    var migrations = SQLiteMigrations()
    migrations.register("v1", "CREATE TABLE a (x INTEGER); INSERT INTO a VALUES (1);")
    migrations.register("v2", "CREATE TABLE b (y TEXT)")
    return migrations
  }

  private func removeFiles() {
    for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
  }

  @Test func eachStepRunsOnceInOrderAndIsRecorded() throws {
    defer { removeFiles() }
    let db = try SQLiteConnection(path: path)
    try migrations.migrate(db)
    try migrations.migrate(db)
    // A second run would have inserted a second row (or failed creating the table again).
    #expect(try db.rows("SELECT x FROM a").count == 1)
    #expect(
      try db.rows("SELECT identifier FROM grdb_migrations ORDER BY rowid").map { try $0.text("identifier") } == [
        "v1", "v2",
      ])
  }

  @Test func aDatabaseWrittenByTheGRDBServerKeepsItsDataAndGetsOnlyTheNewSteps() throws {
    defer { removeFiles() }
    // What GRDB's migrator left: its table of applied identifiers and the first step's tables.
    let old = try SQLiteConnection(path: path)
    try old.execute(
      """
      CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
      INSERT INTO grdb_migrations VALUES ('v1');
      CREATE TABLE a (x INTEGER); INSERT INTO a VALUES (41); INSERT INTO a VALUES (42);
      """)
    try migrations.migrate(try SQLiteConnection(path: path))
    #expect(try old.rows("SELECT x FROM a ORDER BY x").map { try $0.integer("x") } == [41, 42])
    #expect(try old.rows("SELECT name FROM sqlite_master WHERE name = 'b'").count == 1)
  }

  @Test func aFailingStepLeavesTheDatabaseAsItWas() throws {
    defer { removeFiles() }
    var broken = migrations
    broken.register("v3", "CREATE TABLE c (z INTEGER); CREATE TABLE a (x INTEGER);")
    let db = try SQLiteConnection(path: path)
    let error = #expect(throws: SQLiteError.self) { try broken.migrate(db) }
    #expect(error?.description.contains("table a already exists") == true)
    #expect(try db.rows("SELECT name FROM sqlite_master WHERE type = 'table'").isEmpty)
  }
}
