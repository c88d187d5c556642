import KeelCore
import Logging

/// Collects log records in memory so tests can assert on what was (and was not) logged.
///
/// ```swift
/// let capture = LogCapture()
/// let logger = capture.logger("keel.network")
/// ```
/// Each capture is its own instance; nothing is bootstrapped process-wide.
public final class LogCapture: Sendable {
  /// One log record as the logger received it.
  public struct Record: Sendable, CustomStringConvertible {
    /// The logger's label.
    public let label: String
    /// The record's level.
    public let level: Logger.Level
    /// The message text.
    public let message: String
    /// The record's metadata (the logger's merged with the call's), values rendered as text.
    public let metadata: [String: String]

    /// The message followed by its metadata, as one searchable line.
    public var description: String {
      ([message] + metadata.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }).joined(separator: " ")
    }
  }

  private let storage = Locked<[Record]>([])

  /// An empty capture.
  public init() {}

  /// Every record written so far, in order.
  public var records: [Record] { storage.withLock { $0 } }

  /// Every record rendered as one line, in order.
  public var lines: [String] { records.map(\.description) }

  /// A logger at `level` that writes into this capture.
  public func logger(_ label: String = "test", level: Logger.Level = .trace) -> Logger {
    var logger = Logger(label: label) { label in CaptureHandler(label: label, capture: self) }
    logger.logLevel = level
    return logger
  }

  fileprivate func append(_ record: Record) {
    storage.withLock { $0.append(record) }
  }
}

private struct CaptureHandler: LogHandler {
  let label: String
  let capture: LogCapture
  var logLevel: Logger.Level = .trace
  var metadata: Logger.Metadata = [:]

  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }

  func log(event: LogEvent) {
    let merged = metadata.merging(event.metadata ?? [:]) { _, new in new }
    capture.append(
      LogCapture.Record(
        label: label, level: event.level, message: "\(event.message)",
        metadata: merged.mapValues { "\($0)" }))
  }
}
