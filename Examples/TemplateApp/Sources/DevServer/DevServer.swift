import FlyingFox
import Foundation
import Logging

/// The reference app's development API server (API.md): listens on 127.0.0.1 only, serves the
/// status endpoints with HTTP Basic and the rest with bearer tokens, and keeps analytics
/// events and profiles in SQLite. Tests start it in-process on an ephemeral port;
/// `template-server` runs it as a process.
///
/// ```swift
/// let server = try await DevServer.start(
///   configuration: .init(statusMode: .web), credentials: .random(),
///   database: try DevServerDatabase(path: path), logger: logger)
/// defer { Task { await server.stop() } }
/// ```
public final class DevServer: Sendable {
  public let port: UInt16
  public let activity: DevServerActivity
  public let database: DevServerDatabase
  private let configurationBox: ConfigurationBox
  private let server: HTTPServer
  private let runTask: Task<Void, any Error>

  private init(
    port: UInt16, activity: DevServerActivity, database: DevServerDatabase, configurationBox: ConfigurationBox,
    server: HTTPServer, runTask: Task<Void, any Error>
  ) {
    self.port = port
    self.activity = activity
    self.database = database
    self.configurationBox = configurationBox
    self.server = server
    self.runTask = runTask
  }

  /// Starts listening on `127.0.0.1:port` (0 picks a free port) and returns once it accepts
  /// connections.
  public static func start(
    port: UInt16 = 0,
    configuration: DevServerConfiguration,
    credentials: DevServerCredentials,
    database: DevServerDatabase,
    logger: Logger,
    now: @escaping @Sendable () -> Date = { Date() }
  ) async throws -> DevServer {
    let box = ConfigurationBox(configuration)
    let activity = DevServerActivity()
    let handler = DevServerHandler(
      configuration: box, credentials: credentials, tokens: TokenStore(now: now), database: database,
      activity: activity, logger: logger, now: now)
    let server = HTTPServer(
      address: try .inet(ip4: "127.0.0.1", port: port), timeout: 60, logger: .disabled, handler: handler)
    let runTask = Task { try await server.run() }
    do {
      try await server.waitUntilListening(timeout: 10)
    } catch {
      runTask.cancel()
      // The run task holds the reason (e.g. the port is in use); prefer it to "timed out".
      if case .failure(let reason) = await runTask.result { throw reason }
      throw error
    }
    guard case .ip4(_, let listeningPort) = await server.listeningAddress else {
      runTask.cancel()
      throw DevServerError.noListeningAddress
    }
    return DevServer(
      port: listeningPort, activity: activity, database: database, configurationBox: box, server: server,
      runTask: runTask)
  }

  /// `http://127.0.0.1:<port>`.
  public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

  public var configuration: DevServerConfiguration { configurationBox.value }

  /// Changes the behaviour for the requests that arrive from now on.
  public func update(_ change: (inout DevServerConfiguration) -> Void) {
    configurationBox.update(change)
  }

  /// Returns when the server stops (for the executable, which runs until killed).
  public func waitUntilStopped() async throws {
    try await runTask.value
  }

  public func stop() async {
    await server.stop(timeout: 0.5)
    runTask.cancel()
  }
}

public enum DevServerError: Error, CustomStringConvertible {
  case noListeningAddress

  public var description: String { "the server started but reports no IPv4 listening address" }
}
