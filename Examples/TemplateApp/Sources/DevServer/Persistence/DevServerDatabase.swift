import Foundation
import GRDB

/// The server's SQLite database: analytics events, profiles and each user's items. A `DatabasePool` runs SQLite
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
  // Internal, so the tables kept in extensions of their own (devices) reach it.
  let pool: DatabasePool

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
    // Items are per user: a user's list starts as the seed items the first time it is read
    // (`item_owner` remembers that, so deleting every item does not bring the seeds back).
    migrator.registerMigration("v2-items") { db in
      try db.execute(
        sql: """
          CREATE TABLE item_owner (owner TEXT PRIMARY KEY NOT NULL);
          CREATE TABLE item (
            seq INTEGER PRIMARY KEY AUTOINCREMENT,
            owner TEXT NOT NULL,
            id TEXT NOT NULL,
            title TEXT NOT NULL,
            category TEXT NOT NULL,
            price TEXT NOT NULL,
            UNIQUE(owner, id)
          );
          """)
    }
    // Accounts' join dates, recorded at their first sign-in (the profile shows them).
    migrator.registerMigration("v3-members") { db in
      try db.execute(sql: "CREATE TABLE member (email TEXT PRIMARY KEY NOT NULL, joined_at DOUBLE NOT NULL)")
    }
    // The remote configuration's flags (`GET /config`), kept across restarts so a flag set in
    // the dashboard holds until it is changed there again.
    migrator.registerMigration("v4-remote-config") { db in
      try db.execute(sql: "CREATE TABLE remote_flag (name TEXT PRIMARY KEY NOT NULL, enabled INTEGER NOT NULL)")
    }
    registerDevicesMigration(&migrator)
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

  /// The newest `limit` events of every owner, newest first, each with its owner (for the
  /// dashboard).
  public func recentEvents(limit: Int) async throws -> [(owner: String, event: Event)] {
    try await pool.read { db in
      try Row.fetchAll(
        db, sql: "SELECT id, owner, name, properties, received_at FROM analytics_event ORDER BY id DESC LIMIT ?",
        arguments: [limit]
      ).map { row in
        let properties: String = row["properties"]
        let event = Event(
          id: row["id"], name: row["name"],
          properties: try JSONDecoder().decode([String: String].self, from: Data(properties.utf8)),
          receivedAt: Date(timeIntervalSince1970: row["received_at"]))
        return (row["owner"], event)
      }
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

// MARK: - Accounts

extension DevServerDatabase {
  /// Records `email`'s join date unless it has one, and returns the stored one.
  @discardableResult
  public func recordMember(_ email: String, at date: Date) async throws -> Date {
    try await pool.write { db in
      try db.execute(
        sql: "INSERT OR IGNORE INTO member (email, joined_at) VALUES (?, ?)",
        arguments: [email, date.timeIntervalSince1970])
      let joined = try Double.fetchOne(db, sql: "SELECT joined_at FROM member WHERE email = ?", arguments: [email])
      return Date(timeIntervalSince1970: joined ?? date.timeIntervalSince1970)
    }
  }

  /// Deletes everything stored for `email` in one transaction: items, profile, analytics
  /// events, push devices and the join date (`DELETE /me`).
  public func deleteEverything(of email: String) async throws {
    try await pool.write { db in
      for table in ["item", "item_owner", "analytics_event", "device"] {
        try db.execute(sql: "DELETE FROM \(table) WHERE owner = ?", arguments: [email])
      }
      for table in ["profile", "member"] {
        try db.execute(sql: "DELETE FROM \(table) WHERE email = ?", arguments: [email])
      }
    }
  }

  /// How many rows of each table belong to `email` (tests and the dashboard check a deletion).
  public func rowCounts(of email: String) async throws -> [String: Int] {
    try await pool.read { db in
      var counts: [String: Int] = [:]
      for (table, column) in [
        ("item", "owner"), ("item_owner", "owner"), ("analytics_event", "owner"), ("profile", "email"),
        ("member", "email"), ("device", "owner"),
      ] {
        counts[table] =
          try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table) WHERE \(column) = ?", arguments: [email]) ?? 0
      }
      return counts
    }
  }
}

// MARK: - Items

extension DevServerDatabase {
  /// `owner`'s items in the order they were added (the seed items first for a new owner).
  public func items(owner: String) async throws -> [ItemBody] {
    try await pool.write { db in
      try Self.seedIfNew(owner, db)
      return try Row.fetchAll(
        db, sql: "SELECT id, title, category, price FROM item WHERE owner = ? ORDER BY seq", arguments: [owner]
      ).map(Self.item)
    }
  }

  public func item(owner: String, id: String) async throws -> ItemBody? {
    try await pool.write { db in
      try Self.seedIfNew(owner, db)
      return try Row.fetchOne(
        db, sql: "SELECT id, title, category, price FROM item WHERE owner = ? AND id = ?", arguments: [owner, id]
      ).map(Self.item)
    }
  }

  /// Adds `item` to the end of `owner`'s list.
  public func insertItem(_ item: ItemBody, owner: String) async throws {
    try await pool.write { db in
      try Self.seedIfNew(owner, db)
      try db.execute(
        sql: "INSERT INTO item (owner, id, title, category, price) VALUES (?, ?, ?, ?, ?)",
        arguments: [owner, item.id, item.title, item.category, item.price])
    }
  }

  /// Replaces the item with `item.id`; false when `owner` has no such item.
  public func updateItem(_ item: ItemBody, owner: String) async throws -> Bool {
    try await pool.write { db in
      try Self.seedIfNew(owner, db)
      try db.execute(
        sql: "UPDATE item SET title = ?, category = ?, price = ? WHERE owner = ? AND id = ?",
        arguments: [item.title, item.category, item.price, owner, item.id])
      return db.changesCount > 0
    }
  }

  /// Deletes `owner`'s item `id`; false when there was none.
  public func deleteItem(id: String, owner: String) async throws -> Bool {
    try await pool.write { db in
      try Self.seedIfNew(owner, db)
      try db.execute(sql: "DELETE FROM item WHERE owner = ? AND id = ?", arguments: [owner, id])
      return db.changesCount > 0
    }
  }

  private static func seedIfNew(_ owner: String, _ db: Database) throws {
    try db.execute(sql: "INSERT OR IGNORE INTO item_owner (owner) VALUES (?)", arguments: [owner])
    guard db.changesCount > 0 else { return }
    for item in SeedItems.all {
      try db.execute(
        sql: "INSERT INTO item (owner, id, title, category, price) VALUES (?, ?, ?, ?, ?)",
        arguments: [owner, item.id, item.title, item.category, item.price])
    }
  }

  private static func item(_ row: Row) -> ItemBody {
    ItemBody(id: row["id"], title: row["title"], category: row["category"], price: row["price"])
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

// MARK: - Remote configuration

extension DevServerDatabase {
  /// The flags `GET /config` answers, by name.
  public func remoteFlags() async throws -> [String: Bool] {
    try await pool.read { db in
      var flags: [String: Bool] = [:]
      for row in try Row.fetchAll(db, sql: "SELECT name, enabled FROM remote_flag") {
        flags[row["name"]] = row["enabled"]
      }
      return flags
    }
  }

  /// Replaces every stored flag with `flags`, in one transaction.
  public func replaceRemoteFlags(_ flags: [String: Bool]) async throws {
    try await pool.write { db in
      try db.execute(sql: "DELETE FROM remote_flag")
      for (name, enabled) in flags {
        try db.execute(sql: "INSERT INTO remote_flag (name, enabled) VALUES (?, ?)", arguments: [name, enabled])
      }
    }
  }
}
