import AppDomain
import Logging

/// Fans each event out to every provider (seed 002's `LogManager`, routing to each analytics
/// service). An event no provider could send (an empty or overlong name) is refused here, once,
/// with a warning, instead of reaching a persisted queue the server would reject it from.
public struct AnalyticsManager: AnalyticsManaging {
  public let providers: [any AnalyticsProvider]
  private let logger: Logger

  public init(providers: [any AnalyticsProvider], logger: Logger = Logger(label: "template.analytics")) {
    self.providers = providers
    self.logger = logger
  }

  public func track(_ event: AnalyticsEvent) {
    if let problem = event.problem {
      logger.warning("analytics event refused: \(problem)", metadata: ["event": "\(event.name.prefix(120))"])
      return
    }
    for provider in providers { provider.record(event) }
  }
}
