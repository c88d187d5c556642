import Foundation
import Testing

@testable import DevServer

@Suite struct SQLiteConnectionTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sqlite-\(UUID().uuidString)")

  private func connection(_ name: String = "a.sqlite") throws -> SQLiteConnection {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return try SQLiteConnection(path: folder.appendingPathComponent(name).path)
  }

  @Test func valuesOfEveryKindComeBackAsStored() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let db = try connection()
    try db.execute("CREATE TABLE t (a TEXT, b INTEGER, c DOUBLE, d TEXT)")
    // A NUL byte, non-ASCII text and the extremes of Int64 survive the trip.
    let text = "nul\u{0}inside é 日本 🎉"
    try db.execute("INSERT INTO t VALUES (?, ?, ?, ?)", [.text(text), .integer(.min), .real(-0.5), .null])
    try db.execute("INSERT INTO t VALUES (?, ?, ?, ?)", [.text(""), .integer(.max), .real(1e300), .text("x")])
    let rows = try db.rows("SELECT a, b, c, d FROM t ORDER BY rowid")
    #expect(try rows.map { try $0.text("a") } == [text, ""])
    #expect(try rows.map { try $0.integer("b") } == [.min, .max])
    #expect(try rows.map { try $0.real("c") } == [-0.5, 1e300])
    #expect(rows.map { $0.values["d"] } == [.null, .text("x")])
    #expect(db.lastInsertedRowID == 2)
  }

  @Test func twoColumnsOfOneNameGiveTheFirst() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let db = try connection()
    #expect(try db.firstRow("SELECT 1 AS a, 2 AS a")?.integer("a") == 1)
  }

  @Test func aBadStatementThrowsWithSQLitesMessageTheFileAndTheStatement() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let db = try connection()
    let error = #expect(throws: SQLiteError.self) {
      try db.rows("SELECT * FROM missing_table WHERE a = ?", [.integer(1)])
    }
    #expect(error?.description.contains("no such table: missing_table") == true)
    #expect(error?.description.contains(folder.path) == true)
    #expect(error?.description.contains("`SELECT * FROM missing_table WHERE a = ?`") == true)
  }

  @Test func aFileThatIsNotADatabaseIsRefusedWithItsPath() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("notes.sqlite")
    try Data(String(repeating: "not a database\n", count: 100).utf8).write(to: file)
    let db = try SQLiteConnection(path: file.path)
    let error = #expect(throws: SQLiteError.self) { try db.rows("SELECT * FROM sqlite_master") }
    #expect(error?.description.contains("file is not a database") == true)
    #expect(error?.description.contains(file.path) == true)
  }

  @Test func aTransactionThatThrowsLeavesNothingBehindAndOneThatReturnsCommits() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let db = try connection()
    try db.execute("CREATE TABLE t (a INTEGER UNIQUE)")
    struct Stop: Error {}
    #expect(throws: Stop.self) {
      try db.transaction { db in
        try db.execute("INSERT INTO t VALUES (?)", [.integer(1)])
        throw Stop()
      }
    }
    // A statement that fails inside the transaction rolls the whole of it back too.
    #expect(throws: SQLiteError.self) {
      try db.transaction { db in
        try db.execute("INSERT INTO t VALUES (?)", [.integer(2)])
        try db.execute("INSERT INTO t VALUES (?)", [.integer(2)])
      }
    }
    try db.transaction { db in try db.execute("INSERT INTO t VALUES (?)", [.integer(3)]) }
    #expect(try db.rows("SELECT a FROM t").map { try $0.integer("a") } == [3])
    #expect(db.changesCount == 1)
    // A second connection sees the committed row: it is in the file, not only in this connection.
    let other = try SQLiteConnection(path: folder.appendingPathComponent("a.sqlite").path)
    #expect(try other.rows("SELECT a FROM t").map { try $0.integer("a") } == [3])
  }
}
