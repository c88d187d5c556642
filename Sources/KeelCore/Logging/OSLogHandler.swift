#if canImport(os)
  import Logging
  import os

  /// Sends swift-log records to the unified logging system (`os.Logger`), so Keel's logs appear
  /// in Console.app and Instruments under the app's subsystem.
  ///
  /// Bootstrap once at launch:
  /// `LoggingSystem.bootstrap { OSLogHandler(subsystem: Bundle.main.bundleIdentifier ?? "app", category: $0) }`
  ///
  /// Messages are logged `.public` because redaction happens before logging (``Redactor``);
  /// metadata is appended to the message.
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
      let merged = metadata.merging(event.metadata ?? [:]) { _, new in new }
      let suffix =
        merged.isEmpty
        ? "" : " " + merged.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
      let text = "\(event.message)\(suffix)"
      osLogger.log(level: Self.osLogType(for: event.level), "\(text, privacy: .public)")
    }

    static func osLogType(for level: Logging.Logger.Level) -> OSLogType {
      switch level {
      case .trace, .debug: .debug
      case .info, .notice: .info
      case .warning, .error: .error
      case .critical: .fault
      }
    }
  }
#endif
