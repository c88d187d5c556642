import Foundation
import KeelCore
import Logging

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Where the client reports what it sends and receives (seed 000's `LoggerServiceProtocol`).
public protocol NetworkLogging: Sendable {
  func logRequest(_ request: URLRequest, attempt: Int)
  func logResponse(url: URL, statusCode: Int, headers: [String: String], data: Data?)
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
  public var logger: Logger
  public var isEnabled: Bool
  /// The level requests and responses are logged at. `.info` by default, so they show with
  /// swift-log's default threshold; failures without a response are logged one level higher.
  public var level: Logger.Level
  public var redactor: Redactor
  /// Longest body text logged; longer bodies are cut (after redaction).
  public var maximumBodyLength: Int

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

  public func logRequest(_ request: URLRequest, attempt: Int) {
    guard isEnabled else { return }
    let method = request.httpMethod ?? "GET"
    let url = request.url.map(redactor.redact(url:)) ?? "<no URL>"
    var metadata: Logger.Metadata = ["headers": .string(render(headers: request.allHTTPHeaderFields ?? [:]))]
    if attempt > 1 { metadata["attempt"] = "\(attempt)" }
    if let body = request.httpBody, !body.isEmpty { metadata["body"] = .string(render(body: body)) }
    logger.log(level: level, "→ \(method) \(url)", metadata: metadata)
  }

  public func logResponse(url: URL, statusCode: Int, headers: [String: String], data: Data?) {
    guard isEnabled else { return }
    var metadata: Logger.Metadata = ["headers": .string(render(headers: headers))]
    if let data, !data.isEmpty { metadata["body"] = .string(render(body: data)) }
    logger.log(
      level: level, "← \(statusCode) \(redactor.redact(url: url)) (\(data?.count ?? 0) bytes)", metadata: metadata)
  }

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
