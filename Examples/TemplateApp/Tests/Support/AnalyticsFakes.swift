import AppDomain
import KeelCore

/// An analytics manager that keeps every event it is given, in order.
public final class RecordingAnalytics: AnalyticsManaging {
  private let tracked = Locked<[AnalyticsEvent]>([])

  public init() {}

  public var events: [AnalyticsEvent] { tracked.withLock { $0 } }
  public var names: [String] { events.map(\.name) }

  public func track(_ event: AnalyticsEvent) { tracked.withLock { $0.append(event) } }
}

/// An analytics provider that keeps every event it records, in order.
public final class RecordingAnalyticsProvider: AnalyticsProvider {
  public let name: String
  private let recorded = Locked<[AnalyticsEvent]>([])

  public init(name: String = "recording") {
    self.name = name
  }

  public var events: [AnalyticsEvent] { recorded.withLock { $0 } }

  public func record(_ event: AnalyticsEvent) { recorded.withLock { $0.append(event) } }
}
