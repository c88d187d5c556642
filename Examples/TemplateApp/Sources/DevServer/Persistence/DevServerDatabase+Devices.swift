import Foundation

/// Push devices (`POST /devices`, `DELETE /devices/{token}`): which device tokens receive each
/// user's pushes.
extension DevServerDatabase {
  /// A device token as stored.
  public struct Device: Codable, Sendable, Equatable {
    public let owner: String
    public let token: String
    public let platform: String
    public let registeredAt: Date
  }

  /// A token identifies one installation, so it belongs to one user at a time: registering it
  /// for another user (a shared device after a sign-out that could not reach the server) moves it.
  static func registerDevicesMigration(_ migrations: inout SQLiteMigrations) {
    migrations.register(
      "v4-devices",
      """
      CREATE TABLE device (
        token TEXT PRIMARY KEY NOT NULL,
        owner TEXT NOT NULL,
        platform TEXT NOT NULL,
        registered_at DOUBLE NOT NULL
      );
      CREATE INDEX device_owner ON device(owner);
      """)
  }

  /// Stores `token` for `owner`, replacing any earlier record of it; true when it is new to
  /// `owner`.
  @discardableResult
  public func registerDevice(token: String, platform: String, owner: String, at date: Date) async throws -> Bool {
    try await database.write { db in
      let existing = try db.firstRow("SELECT owner FROM device WHERE token = ?", [.text(token)])?.text("owner")
      try db.execute(
        """
        INSERT INTO device (token, owner, platform, registered_at) VALUES (?, ?, ?, ?)
        ON CONFLICT(token) DO UPDATE SET owner = excluded.owner, platform = excluded.platform,
          registered_at = excluded.registered_at
        """,
        [.text(token), .text(owner), .text(platform), .real(date.timeIntervalSince1970)])
      return existing != owner
    }
  }

  /// Deletes `owner`'s `token`; false when `owner` had no such token.
  public func deleteDevice(token: String, owner: String) async throws -> Bool {
    try await database.write { db in
      try db.execute("DELETE FROM device WHERE token = ? AND owner = ?", [.text(token), .text(owner)])
      return db.changesCount > 0
    }
  }

  /// `owner`'s devices, oldest registration first; every owner's when `owner` is nil (the
  /// dashboard).
  public func devices(owner: String? = nil) async throws -> [Device] {
    try await database.read { db in
      let rows =
        if let owner {
          try db.rows("SELECT * FROM device WHERE owner = ? ORDER BY registered_at, token", [.text(owner)])
        } else {
          try db.rows("SELECT * FROM device ORDER BY registered_at, token")
        }
      return try rows.map { row in
        Device(
          owner: try row.text("owner"), token: try row.text("token"), platform: try row.text("platform"),
          registeredAt: Date(timeIntervalSince1970: try row.real("registered_at")))
      }
    }
  }
}
