import Logging

/// What a swift-log record becomes in Apple's unified logging system: a level that system
/// knows and one line of text. Kept platform-neutral so the mapping is tested on Linux;
/// `OSLogHandler` (Apple-only) only hands the result to `os.Logger`.
public struct UnifiedLogLine: Equatable, Sendable {
  /// The unified logging system's levels (`OSLogType`).
  public enum Level: Equatable, Sendable {
    /// The `OSLogType` level of the same name.
    case debug, info, error, fault
  }

  /// The unified logging level the record is logged at.
  public let level: Level
  /// The message followed by its metadata as sorted `key=value` pairs.
  public let text: String

  /// Maps swift-log's seven levels onto the four of the unified logging system and appends
  /// metadata as sorted `key=value` pairs, so the line reads the same every time.
  public init(level: Logger.Level, message: Logger.Message, metadata: Logger.Metadata) {
    switch level {
    case .trace, .debug: self.level = .debug
    case .info, .notice: self.level = .info
    case .warning, .error: self.level = .error
    case .critical: self.level = .fault
    }
    let pairs = metadata.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    text = ([message.description] + pairs).joined(separator: " ")
  }
}
