import Foundation
import KeelCore
import Logging

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Where the client reports what it sends and receives (seed 000's `LoggerServiceProtocol`).
public protocol NetworkLogging: Sendable {
  /// Reports a request about to be sent; `attempt` is 1 for the first try.
  func logRequest(_ request: URLRequest, attempt: Int)
  /// Reports a response received from `url`.
  func logResponse(url: URL, statusCode: Int, headers: [String: String], data: Data?)
  /// Reports a request to `url` that failed with `error`.
  func logError(url: URL, error: APIError)
}

/// Logs requests and responses through swift-log with every credential redacted by KeelCore's
/// `Redactor`: sensitive headers (`Authorization`, `Cookie`, `Set-Cookie`,
/// `Proxy-Authorization`, anything named like a token), sensitive query items, URL user-info
/// and JSON body fields named like password / token / secret. Bodies that are not JSON are
/// summarized by size.
///
/// It is silent unless enabled, and enabled by default only in debug builds (or, through
/// ``init(buildConfiguration:logger:)``, in non-production build configurations).
public struct NetworkLogger: NetworkLogging {
  /// Where lines are written.
  public var logger: Logger
  /// Whether anything is logged.
  public var isEnabled: Bool
  /// The level requests and responses are logged at. `.info` by default, so they show with
  /// swift-log's default threshold; failures without a response are logged one level higher.
  public var level: Logger.Level
  /// What decides which names are sensitive.
  public var redactor: Redactor
  /// Longest body text logged; longer bodies are cut (after redaction).
  public var maximumBodyLength: Int

  /// A logger writing to `logger` at `level` when `isEnabled` (by default in debug builds only).
  public init(
    logger: Logger = KeelLogging.logger("network"),
    isEnabled: Bool = NetworkLogger.isDebugBuild,
    level: Logger.Level = .info,
    redactor: Redactor = Redactor(),
    maximumBodyLength: Int = 2_000
  ) {
    self.logger = logger
    self.isEnabled = isEnabled
    self.level = level
    self.redactor = redactor
    self.maximumBodyLength = maximumBodyLength
  }

  /// Enabled when the build configuration allows debug output (mock and development builds).
  public init(buildConfiguration: BuildConfiguration, logger: Logger = KeelLogging.logger("network")) {
    self.init(logger: logger, isEnabled: buildConfiguration.allowsDebugLogging)
  }

  /// A logger that logs nothing.
  public static var disabled: NetworkLogger { NetworkLogger(isEnabled: false) }

  /// Whether this code was compiled for debugging (`-Onone`, the `DEBUG` condition).
  public static var isDebugBuild: Bool {
    #if DEBUG
      true
    #else
      false
    #endif
  }

  /// Logs the method, redacted URL, headers and body of `request`.
  public func logRequest(_ request: URLRequest, attempt: Int) {
    guard isEnabled else { return }
    let method = request.httpMethod ?? "GET"
    let url = request.url.map(redactor.redact(url:)) ?? "<no URL>"
    var metadata: Logger.Metadata = ["headers": .string(render(headers: request.allHTTPHeaderFields ?? [:]))]
    if attempt > 1 { metadata["attempt"] = "\(attempt)" }
    if let body = request.httpBody, !body.isEmpty { metadata["body"] = .string(render(body: body)) }
    logger.log(level: level, "→ \(method) \(url)", metadata: metadata)
  }

  /// Logs the status, redacted headers and body of a response.
  public func logResponse(url: URL, statusCode: Int, headers: [String: String], data: Data?) {
    guard isEnabled else { return }
    var metadata: Logger.Metadata = ["headers": .string(render(headers: headers))]
    if let data, !data.isEmpty { metadata["body"] = .string(render(body: data)) }
    logger.log(
      level: level, "← \(statusCode) \(redactor.redact(url: url)) (\(data?.count ?? 0) bytes)", metadata: metadata)
  }

  /// Logs a failed request one level above the configured level.
  public func logError(url: URL, error: APIError) {
    guard isEnabled else { return }
    let errorLevel = Logger.Level.allCases.first { $0 > level } ?? level
    logger.log(level: errorLevel, "✗ \(redactor.redact(url: url)): \(error)")
  }

  private func render(headers: [String: String]) -> String {
    redactor.redact(fields: headers).sorted { $0.key.lowercased() < $1.key.lowercased() }
      .map { "\($0.key): \($0.value)" }.joined(separator: "; ")
  }

  private func render(body: Data) -> String {
    let text = redactor.redact(body: body)
    return text.count > maximumBodyLength ? String(text.prefix(maximumBodyLength)) + "…" : text
  }
}
