import FlyingFox
import Foundation
import KeelCore
import KeelNetwork
import KeelTesting

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Time for the client that moves only when the client sleeps: each sleep is recorded and
/// returns at once, so retry tests see the delays the client asked for without waiting.
final class RecordingSleeper: Sendable {
  private struct State {
    var now: Duration = .zero
    var sleeps: [Duration] = []
  }

  private let state = Locked(State())

  /// Every delay the client asked for, in order.
  var sleeps: [Duration] { state.withLock { $0.sleeps } }

  var clock: APIClock {
    APIClock(
      now: { self.state.withLock { $0.now } },
      sleep: { duration in
        try Task.checkCancellation()
        self.state.withLock { state in
          state.sleeps.append(duration)
          state.now += duration
        }
      })
  }
}

/// A client for `baseURL` whose logging goes nowhere unless a logger is given. The session's
/// timeout (real time) is far off unless a test is about it: the loopback servers run on the
/// Swift concurrency pool, which a full `swift test` on a busy machine can hold for more than
/// 10 s, and a test must not turn that wait into a timeout.
func makeClient(
  baseURL: URL,
  retryPolicy: RetryPolicy = .none,
  requestTimeout: Duration = .seconds(300),
  timeLimit: Duration? = nil,
  maximumResponseSize: Int = 1024 * 1024,
  credentials: APICredentials = .none,
  tokenRefresher: TokenRefresher? = nil,
  logger: any NetworkLogging = NetworkLogger.disabled,
  clock: APIClock = .continuous,
  sessionConfiguration: URLSessionConfiguration = .ephemeral
) -> APIClient {
  APIClient(
    configuration: APIConfiguration(
      baseURL: baseURL, userAgent: "KeelTests/1.0", credentials: credentials, requestTimeout: requestTimeout,
      timeLimit: timeLimit, maximumResponseSize: maximumResponseSize, retryPolicy: retryPolicy),
    tokenRefresher: tokenRefresher, logger: logger, clock: clock, sessionConfiguration: sessionConfiguration)
}

/// A handler's body that never answers: it holds the request until the server stops (which
/// cancels it), so a test about timeouts or cancellation cannot be decided by how fast a loaded
/// machine runs the server.
func holdUntilTheServerStops() async throws -> HTTPResponse {
  try await Task.sleep(for: .seconds(24 * 3600))
  return statusResponse(500)
}

/// Shut until the test opens it: a server handler waits here, so the test decides when the
/// server answers (after it has checked what must happen first) instead of a real-time delay.
final class Gate: Sendable {
  private let isOpen = Locked(false)

  func open() { isOpen.withLock { $0 = true } }

  /// Returns once the gate is open; throws when the waiting task is cancelled.
  func pass() async throws {
    while !isOpen.withLock({ $0 }) { try await Task.sleep(for: .milliseconds(2)) }
  }
}

/// A retry policy without jitter, so the delays it asks for can be compared exactly.
func exactRetries(_ attempts: Int, initialDelay: Duration = .milliseconds(100)) -> RetryPolicy {
  RetryPolicy(maximumAttempts: attempts, initialDelay: initialDelay, jitter: 0)
}

func jsonResponse(_ status: HTTPStatusCode = .ok, _ json: String, headers: [String: String] = [:]) -> HTTPResponse {
  var all: HTTPHeaders = [.contentType: "application/json"]
  for (name, value) in headers { all[HTTPHeader(name)] = value }
  return HTTPResponse(statusCode: status, headers: all, body: Data(json.utf8))
}

func statusResponse(_ code: Int, headers: [String: String] = [:], body: String = "") -> HTTPResponse {
  var all: HTTPHeaders = [:]
  for (name, value) in headers { all[HTTPHeader(name)] = value }
  return HTTPResponse(statusCode: HTTPStatusCode(code, phrase: "Status \(code)"), headers: all, body: Data(body.utf8))
}

/// A value that differs on every run, for credentials planted in tests (never literals).
func runtimeSecret(_ label: String) -> String {
  label + "-" + UUID().uuidString.replacingOccurrences(of: "-", with: "")
}

struct Item: Codable, Equatable, Sendable {
  var id: String
  var name: String
}

extension Result where Failure == APIError {
  var failure: APIError? {
    if case .failure(let error) = self { error } else { nil }
  }

  var failureStatus: Int? { failure?.statusCode }
}

extension APIError {
  /// The case's name, so parameterized tests can name the classification they expect.
  var kind: String {
    switch self {
    case .badRequest: "badRequest"
    case .unauthorized: "unauthorized"
    case .forbidden: "forbidden"
    case .notFound: "notFound"
    case .rateLimited: "rateLimited"
    case .clientError: "clientError"
    case .server: "server"
    case .unexpectedStatus: "unexpectedStatus"
    case .timedOut: "timedOut"
    case .cancelled: "cancelled"
    case .transport: "transport"
    case .invalidResponse: "invalidResponse"
    case .responseTooLarge: "responseTooLarge"
    case .tooManyRedirects: "tooManyRedirects"
    case .decoding: "decoding"
    case .missingCredentials: "missingCredentials"
    case .invalidRequest: "invalidRequest"
    }
  }
}

extension RawSocketServer.ConnectionRecord {
  /// The request line exactly as sent (`GET /items?q=a%2Bb HTTP/1.1`): the request target
  /// before any server decodes it.
  var requestLine: String {
    String(requestHead.prefix { !$0.isNewline })
  }
}
