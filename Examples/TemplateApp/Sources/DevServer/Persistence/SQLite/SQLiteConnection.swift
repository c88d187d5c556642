import CSQLite
import Foundation

/// One connection to an SQLite database file: statements with bound arguments, rows read back
/// by column name, transactions. Not thread-safe: ``SQLiteDatabase`` confines each connection
/// to a serial queue of its own.
///
/// The server needs this much of SQLite and no more, so it is written against SQLite's C API
/// directly: a GRDB dependency cost every app made by `keel new` about 47 s of CPU in its first
/// build, for two files of queries (Benchmarks/README.md).
final class SQLiteConnection {
  let path: String
  private let handle: OpaquePointer

  /// Opens (creating it if needed) the database at `path`. A second writer waits up to
  /// `busyTimeout` for the file's write lock instead of failing at once.
  init(path: String, busyTimeout: Duration = .seconds(5)) throws {
    self.path = path
    var handle: OpaquePointer?
    let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
    let code = sqlite3_open_v2(path, &handle, flags, nil)
    guard code == SQLITE_OK, let handle else {
      let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code))
      sqlite3_close_v2(handle)
      throw SQLiteError(code: code, message: message, path: path, sql: nil)
    }
    self.handle = handle
    sqlite3_extended_result_codes(handle, 1)
    sqlite3_busy_timeout(handle, Int32(busyTimeout.components.seconds * 1000))
  }

  deinit {
    sqlite3_close_v2(handle)
  }

  /// The row id of the last row this connection inserted.
  var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(handle) }

  /// How many rows the last INSERT, UPDATE or DELETE changed.
  var changesCount: Int { Int(sqlite3_changes(handle)) }

  /// Runs one statement, or several separated by semicolons when there are no arguments
  /// (a migration's script).
  func execute(_ sql: String, _ arguments: [SQLiteValue] = []) throws {
    if arguments.isEmpty {
      var message: UnsafeMutablePointer<CChar>?
      let code = sqlite3_exec(handle, sql, nil, nil, &message)
      defer { sqlite3_free(message) }
      guard code == SQLITE_OK else {
        throw SQLiteError(
          code: code, message: message.map { String(cString: $0) } ?? lastMessage, path: path, sql: sql)
      }
      return
    }
    _ = try rows(sql, arguments)
  }

  /// Every row `sql` returns, its columns read by name.
  func rows(_ sql: String, _ arguments: [SQLiteValue] = []) throws -> [SQLiteRow] {
    let statement = try prepare(sql)
    defer { sqlite3_finalize(statement) }
    for (index, argument) in arguments.enumerated() {
      try check(bind(argument, at: Int32(index + 1), in: statement), sql)
    }
    let columnNames = (0..<sqlite3_column_count(statement)).map { String(cString: sqlite3_column_name(statement, $0)) }
    var rows: [SQLiteRow] = []
    while true {
      let code = sqlite3_step(statement)
      if code == SQLITE_DONE { return rows }
      guard code == SQLITE_ROW else { throw SQLiteError(code: code, message: lastMessage, path: path, sql: sql) }
      rows.append(
        SQLiteRow(
          sql: sql,
          values: Dictionary(
            columnNames.enumerated().map { index, name in (name, Self.value(at: Int32(index), in: statement)) },
            // Two columns of one name (`SELECT 1 AS a, 2 AS a`) keep the first rather than trap.
            uniquingKeysWith: { first, _ in first })))
    }
  }

  /// The first row `sql` returns, if any.
  func firstRow(_ sql: String, _ arguments: [SQLiteValue] = []) throws -> SQLiteRow? {
    try rows(sql, arguments).first
  }

  /// Runs `body` in an immediate transaction (the write lock taken at the start, so two writers
  /// never deadlock upgrading a read), committed when it returns and rolled back when it throws.
  func transaction<T>(_ body: (SQLiteConnection) throws -> T) throws -> T {
    try execute("BEGIN IMMEDIATE")
    do {
      let result = try body(self)
      try execute("COMMIT")
      return result
    } catch {
      // A failed COMMIT or a statement SQLite already rolled back leaves nothing to undo.
      if sqlite3_get_autocommit(handle) == 0 { try? execute("ROLLBACK") }
      throw error
    }
  }

  private var lastMessage: String { String(cString: sqlite3_errmsg(handle)) }

  private func prepare(_ sql: String) throws -> OpaquePointer {
    var statement: OpaquePointer?
    let code = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
    guard code == SQLITE_OK, let statement else {
      sqlite3_finalize(statement)
      throw SQLiteError(code: code, message: lastMessage, path: path, sql: sql)
    }
    return statement
  }

  private func check(_ code: Int32, _ sql: String) throws {
    guard code == SQLITE_OK else { throw SQLiteError(code: code, message: lastMessage, path: path, sql: sql) }
  }

  /// SQLite copies the bytes of text it is given with `SQLITE_TRANSIENT` (a macro Swift does not
  /// import), so the Swift string need not outlive the call.
  private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

  private func bind(_ value: SQLiteValue, at index: Int32, in statement: OpaquePointer) -> Int32 {
    switch value {
    case .null: sqlite3_bind_null(statement, index)
    case .integer(let integer): sqlite3_bind_int64(statement, index, integer)
    case .real(let real): sqlite3_bind_double(statement, index, real)
    case .text(let text):
      // With its length, so a text holding NUL bytes is stored whole.
      text.utf8CString.withUnsafeBufferPointer { bytes in
        sqlite3_bind_text(statement, index, bytes.baseAddress, Int32(bytes.count - 1), Self.transient)
      }
    }
  }

  private static func value(at column: Int32, in statement: OpaquePointer) -> SQLiteValue {
    switch sqlite3_column_type(statement, column) {
    case SQLITE_INTEGER: .integer(sqlite3_column_int64(statement, column))
    case SQLITE_FLOAT: .real(sqlite3_column_double(statement, column))
    case SQLITE_NULL: .null
    default:
      // Text, and a blob read as text (the server stores none); by length, NUL bytes included.
      sqlite3_column_text(statement, column).map { text in
        .text(
          String(
            decoding: UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(statement, column))),
            as: UTF8.self))
      } ?? .null
    }
  }
}

/// A failed SQLite call: SQLite's result code and message, the database file and the statement.
struct SQLiteError: Error, CustomStringConvertible {
  let code: Int32
  let message: String
  let path: String
  let sql: String?

  var description: String {
    let statement = sql.map { " in `\($0)`" } ?? ""
    return "SQLite error \(code) (\(message)) on \(path)\(statement)"
  }
}
