import Foundation
import GRDB

/// The server's SQLite database: analytics events and profiles. A `DatabasePool` runs SQLite
/// in WAL mode; every write is a committed transaction before the server acknowledges it, so
/// acknowledged data survives the process being killed.
public final class DevServerDatabase: Sendable {
  /// An analytics event as stored.
  public struct Event: Codable, Sendable, Equatable {
    public let id: Int64
    public let name: String
    public let properties: [String: String]
    public let receivedAt: Date
  }

  /// A user's profile as stored.
  public struct Profile: Codable, Sendable, Equatable {
    public var email: String
    public var displayName: String
    public var bio: String
    public var updatedAt: Date

    public init(email: String, displayName: String, bio: String, updatedAt: Date) {
      self.email = email
      self.displayName = displayName
      self.bio = bio
      self.updatedAt = updatedAt
    }
  }

  public let path: String
  private let pool: DatabasePool

  /// Opens (creating folders and tables as needed) the database at `path`.
  public init(path: String) throws {
    self.path = path
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    pool = try DatabasePool(path: path)
    try Self.migrator.migrate(pool)
  }

  private static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1") { db in
      try db.execute(
        sql: """
          CREATE TABLE analytics_event (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            owner TEXT NOT NULL,
            name TEXT NOT NULL,
            properties TEXT NOT NULL,
            received_at DOUBLE NOT NULL
          );
          CREATE INDEX analytics_event_owner ON analytics_event(owner);
          CREATE TABLE profile (
            email TEXT PRIMARY KEY NOT NULL,
            display_name TEXT NOT NULL,
            bio TEXT NOT NULL,
            updated_at DOUBLE NOT NULL
          );
          """)
    }
    return migrator
  }

  /// `journal_mode` as SQLite reports it (`wal` for this database).
  public func journalMode() throws -> String {
    try pool.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") ?? "" }
  }

  /// `PRAGMA integrity_check`'s answer: `["ok"]` for a sound database.
  public func integrityCheck() throws -> [String] {
    try pool.read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") }
  }

  /// Stores events for `owner` in one transaction and returns their ids.
  public func insertEvents(
    owner: String, events: [(name: String, properties: [String: String])], at date: Date
  )
    async throws -> [Int64]
  {
    let encoded = try events.map { event in
      (event.name, String(decoding: try JSONEncoder.sorted.encode(event.properties), as: UTF8.self))
    }
    return try await pool.write { db in
      var ids: [Int64] = []
      for (name, properties) in encoded {
        try db.execute(
          sql: "INSERT INTO analytics_event (owner, name, properties, received_at) VALUES (?, ?, ?, ?)",
          arguments: [owner, name, properties, date.timeIntervalSince1970])
        ids.append(db.lastInsertedRowID)
      }
      return ids
    }
  }

  /// The events stored for `owner`, oldest first.
  public func events(owner: String) async throws -> [Event] {
    try await pool.read { db in
      try Row.fetchAll(
        db, sql: "SELECT id, name, properties, received_at FROM analytics_event WHERE owner = ? ORDER BY id",
        arguments: [owner]
      ).map { row in
        let properties: String = row["properties"]
        return Event(
          id: row["id"], name: row["name"],
          properties: try JSONDecoder().decode([String: String].self, from: Data(properties.utf8)),
          receivedAt: Date(timeIntervalSince1970: row["received_at"]))
      }
    }
  }

  public func profile(email: String) async throws -> Profile? {
    try await pool.read { db in
      try Row.fetchOne(
        db, sql: "SELECT email, display_name, bio, updated_at FROM profile WHERE email = ?", arguments: [email]
      ).map { row in
        Profile(
          email: row["email"], displayName: row["display_name"], bio: row["bio"],
          updatedAt: Date(timeIntervalSince1970: row["updated_at"]))
      }
    }
  }

  public func saveProfile(_ profile: Profile) async throws {
    try await pool.write { db in
      try db.execute(
        sql: """
          INSERT INTO profile (email, display_name, bio, updated_at) VALUES (?, ?, ?, ?)
          ON CONFLICT(email) DO UPDATE SET display_name = excluded.display_name, bio = excluded.bio,
            updated_at = excluded.updated_at
          """,
        arguments: [profile.email, profile.displayName, profile.bio, profile.updatedAt.timeIntervalSince1970])
    }
  }
}

extension JSONEncoder {
  /// Sorted keys, so stored JSON is stable.
  static var sorted: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return encoder
  }
}
