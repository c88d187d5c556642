/// The schema's history: named steps, each run once, in order.
struct SQLiteMigrations {
  private var steps: [(identifier: String, script: String)] = []

  /// Adds a step whose SQL `script` may hold several statements.
  mutating func register(_ identifier: String, _ script: String) {
    precondition(!steps.contains { $0.identifier == identifier }, "migration \(identifier) registered twice")
    steps.append((identifier, script))
  }

  /// Runs the steps `connection`'s database has not had yet, all in one transaction.
  ///
  /// The applied steps are recorded in `grdb_migrations`, the table GRDB's migrator kept when
  /// the server used GRDB, so a database written by an earlier version of the server keeps its
  /// data and is not migrated twice.
  func migrate(_ connection: SQLiteConnection) throws {
    try connection.transaction { connection in
      try connection.execute("CREATE TABLE IF NOT EXISTS grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
      let applied = Set(try connection.rows("SELECT identifier FROM grdb_migrations").map { try $0.text("identifier") })
      for step in steps where !applied.contains(step.identifier) {
        try connection.execute(step.script)
        try connection.execute("INSERT INTO grdb_migrations (identifier) VALUES (?)", [.text(step.identifier)])
      }
    }
  }
}
