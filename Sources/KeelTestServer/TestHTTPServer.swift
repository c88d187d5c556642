import FlyingFox
import FlyingSocks
import Foundation
import KeelCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A real HTTP server on 127.0.0.1 for network tests: an ephemeral port, a handler per test,
/// and a record of every request the server saw. Its sockets have `TCP_NODELAY` set, so a
/// request on a kept-alive connection is answered in well under a millisecond rather than
/// after the peer's delayed acknowledgement (about 40 ms; see `NoDelaySocketPool`).
///
/// ```swift
/// try await TestHTTPServer.withServer(handler: { _ in HTTPResponse(statusCode: .ok) }) { server in
///   let (data, _) = try await session.data(from: server.url("/items"))
/// }
/// ```
///
/// A server always stops when its test ends: ``withServer(handler:isolation:_:)`` stops it on
/// every path out of its body (a failed expectation that throws, a timeout, cancellation), and
/// a server released without ``stop()`` (a test that threw between ``start(handler:)`` and
/// `stop()`) cancels its run in `deinit`. Each running server holds a thread blocked in
/// `epoll_wait`; under AddressSanitizer (24 Nov 2026) 72 servers of timed-out tests were never
/// stopped, took every thread of the dispatch pool, and the test run stopped moving.
public final class TestHTTPServer: Sendable {
  /// A request as the server received it.
  public struct RecordedRequest: Sendable {
    /// The HTTP method.
    public let method: String
    /// The path, without the query.
    public let path: String
    /// The query items by name.
    public let query: [String: String]
    /// The headers by name, as received.
    public let headers: [String: String]
    /// The body (empty when there was none).
    public let body: Data

    /// A header's value by case-insensitive name (URLSession may change a name's case).
    public func header(_ name: String) -> String? {
      let lowered = name.lowercased()
      return headers.first { $0.key.lowercased() == lowered }?.value
    }
  }

  /// Answers one request (FlyingFox's types).
  public typealias Handler = @Sendable (HTTPRequest) async throws -> HTTPResponse

  /// The ephemeral loopback port the server listens on.
  public let port: UInt16
  private let server: HTTPServer
  private let runTask: Task<Void, any Error>
  private let log: RequestLog
  private let runEnded: Locked<Bool>

  private init(
    port: UInt16, server: HTTPServer, runTask: Task<Void, any Error>, log: RequestLog, runEnded: Locked<Bool>
  ) {
    self.port = port
    self.server = server
    self.runTask = runTask
    self.log = log
    self.runEnded = runEnded
  }

  /// The safety net for a test that never reached ``stop()``: cancelling the run ends the
  /// accept loop, closes the listening socket and wakes the socket pool's `epoll_wait`.
  deinit {
    runTask.cancel()
  }

  /// How long ``start(handler:)`` waits for the server to listen. FlyingFox's default of 5 s
  /// failed dozens of tests on a starved machine under the sanitizers; a server that does not
  /// listen at all is still reported, a minute later.
  static let listeningTimeout: TimeInterval = 60

  /// Starts a server on an ephemeral loopback port and returns once it is listening.
  ///
  /// Prefer ``withServer(handler:isolation:_:)``, which stops the server on every path. If
  /// starting fails or is cancelled, the server is stopped before the error is thrown.
  public static func start(handler: @escaping Handler) async throws -> TestHTTPServer {
    let log = RequestLog()
    let pool = NoDelaySocketPool(HTTPServer.defaultPool())
    let server = HTTPServer(
      address: try .inet(ip4: "127.0.0.1", port: 0), timeout: 30, pool: pool, logger: .disabled,
      handler: RecordingHandler(log: log, handler: handler))
    let runEnded = Locked(false)
    let runTask = Task {
      defer { runEnded.withLock { $0 = true } }
      try await server.run()
    }
    do {
      try await server.waitUntilListening(timeout: listeningTimeout)
      try await pool.waitUntilAccepting()
      guard case .ip4(_, let port) = await server.listeningAddress else {
        throw TestHTTPServerError.noListeningPort
      }
      return TestHTTPServer(port: port, server: server, runTask: runTask, log: log, runEnded: runEnded)
    } catch {
      // Without this, a server that was slow to listen (the 5 s timeouts under the sanitizers)
      // kept running, and its pool thread stayed blocked, after its test had failed.
      runTask.cancel()
      _ = await runTask.result
      await server.stop(timeout: 0)
      throw error
    }
  }

  /// Starts a server, runs `body` with it, and stops the server before returning, whether
  /// `body` returns, throws (a `#require` that failed, a timeout) or is cancelled.
  public static func withServer<Value>(
    handler: @escaping Handler,
    isolation: isolated (any Actor)? = #isolation,
    _ body: (TestHTTPServer) async throws -> Value
  ) async throws -> Value {
    let server = try await start(handler: handler)
    do {
      let result = try await body(server)
      await server.stop()
      return result
    } catch {
      await server.stop()
      throw error
    }
  }

  /// Whether the server's run has ended: its listening socket closed and its socket pool's
  /// thread released (after ``stop()``, a failed start, or a release without `stop()`).
  public var hasStopped: Bool { runEnded.withLock { $0 } }

  /// `http://127.0.0.1:<port>`.
  public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

  /// An absolute URL on this server for `path` (which starts with `/`).
  public func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)\(path)")! }

  /// Every request received so far, in arrival order.
  public var requests: [RecordedRequest] { log.requests }

  /// The number of requests received for `path`.
  public func requestCount(path: String) -> Int { requests.filter { $0.path == path }.count }

  /// Stops listening and ends every connection before returning.
  ///
  /// Cancelling the run ends FlyingFox's accept loop before its socket is closed. The other way
  /// round (`HTTPServer.stop`: close, then cancel) leaves a moment in which a socket opened
  /// meanwhile by a test running in parallel can get the same file descriptor, and the
  /// stopping server's accept loop takes that test's connection (seen as a stray 500).
  public func stop() async {
    runTask.cancel()
    _ = await runTask.result
    await server.stop(timeout: 0)
  }
}

/// Why a ``TestHTTPServer`` could not start.
public enum TestHTTPServerError: Error {
  /// The server started but reported no listening port.
  case noListeningPort
}

private final class RequestLog: Sendable {
  private let storage = Locked<[TestHTTPServer.RecordedRequest]>([])
  var requests: [TestHTTPServer.RecordedRequest] { storage.withLock { $0 } }
  func record(_ request: TestHTTPServer.RecordedRequest) { storage.withLock { $0.append(request) } }
}

private struct RecordingHandler: HTTPHandler {
  let log: RequestLog
  let handler: TestHTTPServer.Handler

  func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
    var request = request
    let body = try await request.bodyData
    request.setBodyData(body)
    var headers: [String: String] = [:]
    for (name, value) in request.headers { headers[name.rawValue] = value }
    var query: [String: String] = [:]
    for item in request.query { query[item.name] = item.value }
    log.record(
      .init(method: request.method.rawValue, path: request.path, query: query, headers: headers, body: body))
    return try await handler(request)
  }
}

/// FlyingFox's socket pool with Nagle's algorithm turned off on every socket it waits for.
///
/// FlyingFox 0.27.1 writes a response's head and body in two writes. With Nagle's algorithm
/// on, the second small write waits until the first is acknowledged, and the client delays
/// that acknowledgement (about 40 ms on Linux), so every request on a kept-alive connection
/// took 44 ms instead of about 1 ms. FlyingFox has no socket-option setting; its pool sees
/// every socket that has to wait, so `TCP_NODELAY` is set there. The first socket to wait is
/// the listening one, when `accept` finds no connection; accepted connections inherit the
/// option (Linux and the BSDs), so the server waits for that (``waitUntilAccepting()``) before
/// anyone is told its port. A connection that waits to read gets it too, for good measure.
final class NoDelaySocketPool: AsyncSocketPool {
  private let pool: any AsyncSocketPool
  private let accepting = Locked<AcceptingState>(AcceptingState())

  private struct AcceptingState {
    var isAccepting = false
    var nextWaiter = 0
    var waiters: [Int: CheckedContinuation<Void, any Error>] = [:]
  }

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
      defer {
        state.isAccepting = true
        state.waiters = [:]
      }
      return state.waiters.values
    }
    for waiter in waiters { waiter.resume() }
    try await pool.suspendSocket(socket, untilReadyFor: events)
  }

  /// Returns once the listening socket has waited for a connection, with `TCP_NODELAY` set;
  /// throws `CancellationError` if the waiting task is cancelled first.
  func waitUntilAccepting() async throws {
    let id = accepting.withLock { state in
      defer { state.nextWaiter += 1 }
      return state.nextWaiter
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        // Decided under the lock: a cancellation after it finds the waiter and resumes it, one
        // before it means the waiter is never stored; either way it is resumed exactly once.
        let outcome: Result<Void, any Error>? = accepting.withLock { state in
          if state.isAccepting { return .success(()) }
          if Task.isCancelled { return .failure(CancellationError()) }
          state.waiters[id] = continuation
          return nil
        }
        if let outcome { continuation.resume(with: outcome) }
      }
    } onCancel: {
      let waiter = accepting.withLock { $0.waiters.removeValue(forKey: id) }
      waiter?.resume(throwing: CancellationError())
    }
  }
}
