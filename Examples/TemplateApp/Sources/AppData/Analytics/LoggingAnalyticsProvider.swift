import AppDomain
import Logging

/// Writes each event to the log: what development builds watch in the console. The composition
/// root leaves it out of production builds (DESIGN: logging off in production).
public struct LoggingAnalyticsProvider: AnalyticsProvider {
  public let name = "log"
  private let logger: Logger

  public init(logger: Logger = Logger(label: "template.analytics.events")) {
    self.logger = logger
  }

  public func record(_ event: AnalyticsEvent) {
    logger.info(
      "analytics event \(event.name)", metadata: event.properties.mapValues { Logger.MetadataValue.string($0) })
  }
}
