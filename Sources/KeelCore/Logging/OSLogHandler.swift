#if canImport(os)
  import Logging
  import os

  /// Sends swift-log records to the unified logging system (`os.Logger`), so Keel's logs appear
  /// in Console.app and Instruments under the app's subsystem.
  ///
  /// Bootstrap once at launch:
  /// `LoggingSystem.bootstrap { OSLogHandler(subsystem: Bundle.main.bundleIdentifier ?? "app", category: $0) }`
  ///
  /// Messages are logged `.public` because redaction happens before logging (``Redactor``).
  /// The level mapping and line format live in ``UnifiedLogLine``, tested on Linux.
  public struct OSLogHandler: LogHandler {
    public var logLevel: Logging.Logger.Level = .info
    public var metadata: Logging.Logger.Metadata = [:]
    private let osLogger: os.Logger

    public init(subsystem: String, category: String) {
      osLogger = os.Logger(subsystem: subsystem, category: category)
    }

    public subscript(metadataKey key: String) -> Logging.Logger.Metadata.Value? {
      get { metadata[key] }
      set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
      let line = UnifiedLogLine(
        level: event.level, message: event.message,
        metadata: metadata.merging(event.metadata ?? [:]) { _, new in new })
      osLogger.log(level: Self.osLogType(line.level), "\(line.text, privacy: .public)")
    }

    private static func osLogType(_ level: UnifiedLogLine.Level) -> OSLogType {
      switch level {
      case .debug: .debug
      case .info: .info
      case .error: .error
      case .fault: .fault
      }
    }
  }
#endif
