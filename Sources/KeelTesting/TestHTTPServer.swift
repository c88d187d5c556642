import FlyingFox
import Foundation
import KeelCore

/// A real HTTP server on 127.0.0.1 for network tests: an ephemeral port, a handler per test,
/// and a record of every request the server saw.
///
/// ```swift
/// let server = try await TestHTTPServer.start { request in HTTPResponse(statusCode: .ok) }
/// defer { Task { await server.stop() } }
/// let url = server.url("/items")
/// ```
public final class TestHTTPServer: Sendable {
  /// A request as the server received it.
  public struct RecordedRequest: Sendable {
    public let method: String
    public let path: String
    public let query: [String: String]
    public let headers: [String: String]
    public let body: Data

    /// A header's value by case-insensitive name (URLSession may change a name's case).
    public func header(_ name: String) -> String? {
      let lowered = name.lowercased()
      return headers.first { $0.key.lowercased() == lowered }?.value
    }
  }

  public typealias Handler = @Sendable (HTTPRequest) async throws -> HTTPResponse

  public let port: UInt16
  private let server: HTTPServer
  private let runTask: Task<Void, any Error>
  private let log: RequestLog

  private init(port: UInt16, server: HTTPServer, runTask: Task<Void, any Error>, log: RequestLog) {
    self.port = port
    self.server = server
    self.runTask = runTask
    self.log = log
  }

  /// Starts a server on an ephemeral loopback port and returns once it is listening.
  public static func start(handler: @escaping Handler) async throws -> TestHTTPServer {
    let log = RequestLog()
    let server = HTTPServer(
      address: try .inet(ip4: "127.0.0.1", port: 0), timeout: 30, logger: .disabled,
      handler: RecordingHandler(log: log, handler: handler))
    let runTask = Task { try await server.run() }
    try await server.waitUntilListening()
    guard case .ip4(_, let port) = await server.listeningAddress else {
      runTask.cancel()
      throw TestHTTPServerError.noListeningPort
    }
    return TestHTTPServer(port: port, server: server, runTask: runTask, log: log)
  }

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

public enum TestHTTPServerError: Error {
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
