import Dispatch
import Foundation

/// An SQLite database in WAL mode shared by the server's request handlers: one connection
/// writes, another reads, each on a serial queue of its own, so a read never waits for a
/// write (WAL) and no handler blocks a thread of Swift's cooperative pool on SQLite.
///
/// Every ``write(_:)`` is one committed transaction when it returns: what the server
/// acknowledges survives the process being killed (`synchronous = NORMAL` in WAL mode loses
/// nothing on a crash of the process, only possibly on a power loss).
final class SQLiteDatabase: Sendable {
  private let writer: SerialConnection
  private let reader: SerialConnection

  /// Opens the database at `path` and brings its schema up to date with `migrations`.
  init(path: String, migrations: SQLiteMigrations) throws {
    let writing = try SQLiteConnection(path: path)
    // journal_mode answers the mode it ends in: "wal", or the old mode if it could not switch.
    let mode = try writing.firstRow("PRAGMA journal_mode = WAL").map { try $0.text("journal_mode") }
    guard mode == "wal" else {
      throw SQLiteError(code: 0, message: "journal mode is \(mode ?? "unknown"), not wal", path: path, sql: nil)
    }
    try writing.execute("PRAGMA synchronous = NORMAL")
    try migrations.migrate(writing)
    writer = SerialConnection(writing, label: "DevServer.database.writer")
    reader = SerialConnection(try SQLiteConnection(path: path), label: "DevServer.database.reader")
  }

  /// Runs `body` in one transaction on the writing connection.
  func write<T: Sendable>(_ body: @escaping @Sendable (SQLiteConnection) throws -> T) async throws -> T {
    try await writer.run { connection in try connection.transaction(body) }
  }

  /// Runs `body` on the reading connection, in a transaction so that it sees one snapshot of
  /// the database however many statements it runs.
  func read<T: Sendable>(_ body: @escaping @Sendable (SQLiteConnection) throws -> T) async throws -> T {
    try await reader.run { connection in try connection.snapshot(body) }
  }

  /// ``read(_:)`` for synchronous callers (checks in tests and at start-up).
  func readNow<T>(_ body: (SQLiteConnection) throws -> T) throws -> T {
    try reader.runNow { connection in try connection.snapshot(body) }
  }
}

extension SQLiteConnection {
  /// `body` in a deferred transaction: its reads see the database as of its first one.
  fileprivate func snapshot<T>(_ body: (SQLiteConnection) throws -> T) throws -> T {
    try execute("BEGIN DEFERRED")
    defer { try? execute("COMMIT") }
    return try body(self)
  }
}

/// A connection used only on its own serial queue.
private final class SerialConnection: @unchecked Sendable {
  // @unchecked: `connection` is touched only by blocks on `queue`, which runs one at a time.
  private let connection: SQLiteConnection
  private let queue: DispatchQueue

  init(_ connection: SQLiteConnection, label: String) {
    self.connection = connection
    queue = DispatchQueue(label: label)
  }

  func run<T: Sendable>(_ body: @escaping @Sendable (SQLiteConnection) throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
      queue.async { continuation.resume(with: Result { try body(self.connection) }) }
    }
  }

  func runNow<T>(_ body: (SQLiteConnection) throws -> T) throws -> T {
    try queue.sync { try body(connection) }
  }
}
