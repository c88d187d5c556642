import FlyingFox
import FlyingSocks
import Foundation
import KeelCore
import Logging

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
  /// The accounts that signed in with Apple, their authorization codes and revoked tokens.
  public let appleAccounts: AppleAccounts
  private let configurationBox: ConfigurationBox
  private let server: HTTPServer
  private let runTask: Task<Void, any Error>

  /// What the server reads and records is the handler's (its activity, database, Apple accounts
  /// and configuration).
  private init(port: UInt16, handler: DevServerHandler, server: HTTPServer, runTask: Task<Void, any Error>) {
    self.port = port
    activity = handler.activity
    database = handler.database
    appleAccounts = handler.appleAccounts
    configurationBox = handler.configuration
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
    let handler = DevServerHandler(
      configuration: box, credentials: credentials, tokens: TokenStore(now: now), database: database,
      activity: DevServerActivity(), appleAccounts: AppleAccounts(), logger: logger, now: now)
    let pool = NoDelaySocketPool(HTTPServer.defaultPool())
    let server = HTTPServer(
      address: try .inet(ip4: "127.0.0.1", port: port), timeout: 60, pool: pool, logger: .disabled, handler: handler)
    let runTask = Task { try await server.run() }
    do {
      try await server.waitUntilListening(timeout: 10)
    } catch {
      runTask.cancel()
      // The run task holds the reason (e.g. the port is in use); prefer it to "timed out".
      if case .failure(let reason) = await runTask.result { throw reason }
      throw error
    }
    await pool.waitUntilAccepting()
    guard case .ip4(_, let listeningPort) = await server.listeningAddress else {
      runTask.cancel()
      throw DevServerError.noListeningAddress
    }
    return DevServer(port: listeningPort, handler: handler, server: server, runTask: runTask)
  }

  /// `http://127.0.0.1:<port>`.
  public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

  /// The development dashboard: `http://127.0.0.1:<port>/_dev`.
  public var dashboardURL: URL { baseURL.appendingPathComponent(String(DevDashboard.root.dropFirst())) }

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

/// FlyingFox's socket pool with Nagle's algorithm turned off on every socket it waits for.
///
/// FlyingFox 0.27.1 writes a response's head and body in two writes. With Nagle's algorithm
/// on, the second small write waits until the first is acknowledged, and the client delays
/// that acknowledgement (about 40 ms on Linux): every request on a kept-alive connection took
/// 44 ms instead of about 1 ms, in every journey test and in `keel serve`. FlyingFox has no
/// socket-option setting; its pool sees every socket that has to wait, so `TCP_NODELAY` is set
/// there. The first socket to wait is the listening one, when `accept` finds no connection;
/// accepted connections inherit the option (Linux and the BSDs), so `start` waits for that
/// (``waitUntilAccepting()``) before it returns the port. (KeelTesting's `TestHTTPServer` does
/// the same; the server does not link KeelTesting.)
final class NoDelaySocketPool: AsyncSocketPool {
  private let pool: any AsyncSocketPool
  private let accepting = Locked<(isAccepting: Bool, waiters: [CheckedContinuation<Void, Never>])>((false, []))

  init(_ pool: any AsyncSocketPool) {
    self.pool = pool
  }

  func prepare() async throws { try await pool.prepare() }

  func run() async throws { try await pool.run() }

  func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
    var on: Int32 = 1
    // A failure (a socket that is not TCP) only means there is no delay to turn off.
    _ = setsockopt(socket.file.rawValue, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
    let waiters = accepting.withLock { state in
      defer { state = (true, []) }
      return state.waiters
    }
    for waiter in waiters { waiter.resume() }
    try await pool.suspendSocket(socket, untilReadyFor: events)
  }

  /// Returns once the listening socket has waited for a connection, with `TCP_NODELAY` set.
  func waitUntilAccepting() async {
    await withCheckedContinuation { continuation in
      let ready = accepting.withLock { state in
        if !state.isAccepting { state.waiters.append(continuation) }
        return state.isAccepting
      }
      if ready { continuation.resume() }
    }
  }
}
