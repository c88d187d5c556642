import Foundation

/// The server's SQLite database: analytics events, profiles and each user's items, in WAL mode;
/// every write is a committed transaction before the server acknowledges it, so acknowledged
/// data survives the process being killed.
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
  let database: SQLiteDatabase

  /// Opens (creating folders and tables as needed) the database at `path`.
  public init(path: String) throws {
    self.path = path
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    database = try SQLiteDatabase(path: path, migrations: Self.migrations)
  }

  private static var migrations: SQLiteMigrations {
    var migrations = SQLiteMigrations()
    migrations.register(
      "v1",
      """
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
    // Items are per user: a user's list starts as the seed items the first time it is read
    // (`item_owner` remembers that, so deleting every item does not bring the seeds back).
    migrations.register(
      "v2-items",
      """
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
    // Accounts' join dates, recorded at their first sign-in (the profile shows them).
    migrations.register(
      "v3-members", "CREATE TABLE member (email TEXT PRIMARY KEY NOT NULL, joined_at DOUBLE NOT NULL)")
    // The remote configuration's flags (`GET /config`), kept across restarts so a flag set in
    // the dashboard holds until it is changed there again.
    migrations.register(
      "v4-remote-config", "CREATE TABLE remote_flag (name TEXT PRIMARY KEY NOT NULL, enabled INTEGER NOT NULL)")
    registerDevicesMigration(&migrations)
    return migrations
  }

  /// `journal_mode` as SQLite reports it (`wal` for this database).
  public func journalMode() throws -> String {
    try database.readNow { db in try db.firstRow("PRAGMA journal_mode")?.text("journal_mode") ?? "" }
  }

  /// `PRAGMA integrity_check`'s answer: `["ok"]` for a sound database.
  public func integrityCheck() throws -> [String] {
    try database.readNow { db in try db.rows("PRAGMA integrity_check").map { try $0.text("integrity_check") } }
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
    return try await database.write { db in
      var ids: [Int64] = []
      for (name, properties) in encoded {
        try db.execute(
          "INSERT INTO analytics_event (owner, name, properties, received_at) VALUES (?, ?, ?, ?)",
          [.text(owner), .text(name), .text(properties), .real(date.timeIntervalSince1970)])
        ids.append(db.lastInsertedRowID)
      }
      return ids
    }
  }

  /// The newest `limit` events of every owner, newest first, each with its owner (for the
  /// dashboard).
  public func recentEvents(limit: Int) async throws -> [(owner: String, event: Event)] {
    try await database.read { db in
      try db.rows(
        "SELECT id, owner, name, properties, received_at FROM analytics_event ORDER BY id DESC LIMIT ?",
        [.integer(Int64(limit))]
      ).map { row in (try row.text("owner"), try Self.event(row)) }
    }
  }

  /// The events stored for `owner`, oldest first.
  public func events(owner: String) async throws -> [Event] {
    try await database.read { db in
      try db.rows(
        "SELECT id, name, properties, received_at FROM analytics_event WHERE owner = ? ORDER BY id", [.text(owner)]
      ).map(Self.event)
    }
  }

  private static func event(_ row: SQLiteRow) throws -> Event {
    Event(
      id: try row.integer("id"), name: try row.text("name"),
      properties: try JSONDecoder().decode([String: String].self, from: Data(try row.text("properties").utf8)),
      receivedAt: Date(timeIntervalSince1970: try row.real("received_at")))
  }

  public func profile(email: String) async throws -> Profile? {
    try await database.read { db in
      try db.firstRow("SELECT email, display_name, bio, updated_at FROM profile WHERE email = ?", [.text(email)])
        .map { row in
          Profile(
            email: try row.text("email"), displayName: try row.text("display_name"), bio: try row.text("bio"),
            updatedAt: Date(timeIntervalSince1970: try row.real("updated_at")))
        }
    }
  }

  public func saveProfile(_ profile: Profile) async throws {
    try await database.write { db in
      try db.execute(
        """
        INSERT INTO profile (email, display_name, bio, updated_at) VALUES (?, ?, ?, ?)
        ON CONFLICT(email) DO UPDATE SET display_name = excluded.display_name, bio = excluded.bio,
          updated_at = excluded.updated_at
        """,
        [
          .text(profile.email), .text(profile.displayName), .text(profile.bio),
          .real(profile.updatedAt.timeIntervalSince1970),
        ])
    }
  }
}

// MARK: - Accounts

extension DevServerDatabase {
  /// Records `email`'s join date unless it has one, and returns the stored one.
  @discardableResult
  public func recordMember(_ email: String, at date: Date) async throws -> Date {
    try await database.write { db in
      try db.execute(
        "INSERT OR IGNORE INTO member (email, joined_at) VALUES (?, ?)",
        [.text(email), .real(date.timeIntervalSince1970)])
      let joined = try db.firstRow("SELECT joined_at FROM member WHERE email = ?", [.text(email)])?.real("joined_at")
      return Date(timeIntervalSince1970: joined ?? date.timeIntervalSince1970)
    }
  }

  /// Deletes everything stored for `email` in one transaction: items, profile, analytics
  /// events, push devices and the join date (`DELETE /me`).
  public func deleteEverything(of email: String) async throws {
    try await database.write { db in
      for table in ["item", "item_owner", "analytics_event", "device"] {
        try db.execute("DELETE FROM \(table) WHERE owner = ?", [.text(email)])
      }
      for table in ["profile", "member"] {
        try db.execute("DELETE FROM \(table) WHERE email = ?", [.text(email)])
      }
    }
  }

  /// How many rows of each table belong to `email` (tests and the dashboard check a deletion).
  public func rowCounts(of email: String) async throws -> [String: Int] {
    try await database.read { db in
      var counts: [String: Int] = [:]
      for (table, column) in [
        ("item", "owner"), ("item_owner", "owner"), ("analytics_event", "owner"), ("profile", "email"),
        ("member", "email"), ("device", "owner"),
      ] {
        let row = try db.firstRow("SELECT COUNT(*) AS count FROM \(table) WHERE \(column) = ?", [.text(email)])
        counts[table] = Int(try row?.integer("count") ?? 0)
      }
      return counts
    }
  }
}

// MARK: - Items

extension DevServerDatabase {
  /// `owner`'s items in the order they were added (the seed items first for a new owner).
  public func items(owner: String) async throws -> [ItemBody] {
    try await database.write { db in
      try Self.seedIfNew(owner, db)
      return try db.rows(
        "SELECT id, title, category, price FROM item WHERE owner = ? ORDER BY seq", [.text(owner)]
      ).map(Self.item)
    }
  }

  public func item(owner: String, id: String) async throws -> ItemBody? {
    try await database.write { db in
      try Self.seedIfNew(owner, db)
      return try db.firstRow(
        "SELECT id, title, category, price FROM item WHERE owner = ? AND id = ?", [.text(owner), .text(id)]
      ).map(Self.item)
    }
  }

  /// Adds `item` to the end of `owner`'s list.
  public func insertItem(_ item: ItemBody, owner: String) async throws {
    try await database.write { db in
      try Self.seedIfNew(owner, db)
      try Self.insert(item, owner: owner, db)
    }
  }

  /// Replaces the item with `item.id`; false when `owner` has no such item.
  public func updateItem(_ item: ItemBody, owner: String) async throws -> Bool {
    try await database.write { db in
      try Self.seedIfNew(owner, db)
      try db.execute(
        "UPDATE item SET title = ?, category = ?, price = ? WHERE owner = ? AND id = ?",
        [.text(item.title), .text(item.category), .text(item.price), .text(owner), .text(item.id)])
      return db.changesCount > 0
    }
  }

  /// Deletes `owner`'s item `id`; false when there was none.
  public func deleteItem(id: String, owner: String) async throws -> Bool {
    try await database.write { db in
      try Self.seedIfNew(owner, db)
      try db.execute("DELETE FROM item WHERE owner = ? AND id = ?", [.text(owner), .text(id)])
      return db.changesCount > 0
    }
  }

  private static func seedIfNew(_ owner: String, _ db: SQLiteConnection) throws {
    try db.execute("INSERT OR IGNORE INTO item_owner (owner) VALUES (?)", [.text(owner)])
    guard db.changesCount > 0 else { return }
    for item in SeedItems.all {
      try insert(item, owner: owner, db)
    }
  }

  private static func insert(_ item: ItemBody, owner: String, _ db: SQLiteConnection) throws {
    try db.execute(
      "INSERT INTO item (owner, id, title, category, price) VALUES (?, ?, ?, ?, ?)",
      [.text(owner), .text(item.id), .text(item.title), .text(item.category), .text(item.price)])
  }

  private static func item(_ row: SQLiteRow) throws -> ItemBody {
    ItemBody(
      id: try row.text("id"), title: try row.text("title"), category: try row.text("category"),
      price: try row.text("price"))
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
    try await database.read { db in
      var flags: [String: Bool] = [:]
      for row in try db.rows("SELECT name, enabled FROM remote_flag") {
        flags[try row.text("name")] = try row.bool("enabled")
      }
      return flags
    }
  }

  /// Replaces every stored flag with `flags`, in one transaction.
  public func replaceRemoteFlags(_ flags: [String: Bool]) async throws {
    try await database.write { db in
      try db.execute("DELETE FROM remote_flag")
      for (name, enabled) in flags {
        try db.execute(
          "INSERT INTO remote_flag (name, enabled) VALUES (?, ?)", [.text(name), .integer(enabled ? 1 : 0)])
      }
    }
  }
}
