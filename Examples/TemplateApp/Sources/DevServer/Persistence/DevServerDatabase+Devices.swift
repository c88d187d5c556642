import Foundation
import GRDB

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
  static func registerDevicesMigration(_ migrator: inout DatabaseMigrator) {
    migrator.registerMigration("v4-devices") { db in
      try db.execute(
        sql: """
          CREATE TABLE device (
            token TEXT PRIMARY KEY NOT NULL,
            owner TEXT NOT NULL,
            platform TEXT NOT NULL,
            registered_at DOUBLE NOT NULL
          );
          CREATE INDEX device_owner ON device(owner);
          """)
    }
  }

  /// Stores `token` for `owner`, replacing any earlier record of it; true when it is new to
  /// `owner`.
  @discardableResult
  public func registerDevice(token: String, platform: String, owner: String, at date: Date) async throws -> Bool {
    try await pool.write { db in
      let existing = try String.fetchOne(db, sql: "SELECT owner FROM device WHERE token = ?", arguments: [token])
      try db.execute(
        sql: """
          INSERT INTO device (token, owner, platform, registered_at) VALUES (?, ?, ?, ?)
          ON CONFLICT(token) DO UPDATE SET owner = excluded.owner, platform = excluded.platform,
            registered_at = excluded.registered_at
          """,
        arguments: [token, owner, platform, date.timeIntervalSince1970])
      return existing != owner
    }
  }

  /// Deletes `owner`'s `token`; false when `owner` had no such token.
  public func deleteDevice(token: String, owner: String) async throws -> Bool {
    try await pool.write { db in
      try db.execute(sql: "DELETE FROM device WHERE token = ? AND owner = ?", arguments: [token, owner])
      return db.changesCount > 0
    }
  }

  /// `owner`'s devices, oldest registration first; every owner's when `owner` is nil (the
  /// dashboard).
  public func devices(owner: String? = nil) async throws -> [Device] {
    try await pool.read { db in
      let rows =
        if let owner {
          try Row.fetchAll(
            db, sql: "SELECT * FROM device WHERE owner = ? ORDER BY registered_at, token", arguments: [owner])
        } else {
          try Row.fetchAll(db, sql: "SELECT * FROM device ORDER BY registered_at, token")
        }
      return rows.map { row in
        Device(
          owner: row["owner"], token: row["token"], platform: row["platform"],
          registeredAt: Date(timeIntervalSince1970: row["registered_at"]))
      }
    }
  }
}
