/// What view models and coordinators track through (seed 002's `LogManager`); injected through
/// their initializers. Views never track.
public protocol AnalyticsManaging: Sendable {
  /// Hands `event` to every provider and returns at once; sending happens later.
  func track(_ event: AnalyticsEvent)
}

/// One destination of analytics events (a log, the app's API, a vendor SDK).
public protocol AnalyticsProvider: Sendable {
  /// Names the provider in logs.
  var name: String { get }
  /// Takes `event` and returns quickly: a provider that sends over the network keeps the event
  /// (persisted) and sends it later.
  func record(_ event: AnalyticsEvent)
}
