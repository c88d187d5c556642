import AppDomain
import KeelNavigation
import KeelNotifications
import Logging

/// Routes notification taps (seed 002's `PushManager`): a payload's deep link is parsed with the
/// app's rules and handed to the ``DeepLinkGate`` (which holds it until the main tabs show, and
/// ignores it in web mode); a tapped daily reminder opens the app and nothing else. Every tap
/// that opens the app is tracked (`Notification_Open`, with its kind).
@MainActor
public final class PushRoutingManager: PushRouting {
  private let parser: DeepLinkParser<AppDeepLink>
  private let gate: DeepLinkGate<AppDeepLink>
  private let isDailyReminder: @Sendable (String) -> Bool
  private let analytics: any AnalyticsManaging
  private let logger: Logger

  /// - Parameter isDailyReminder: whether a request identifier is one of the daily reminders,
  ///   usually the app's `NotificationPlanner.owns(_:)`.
  public init(
    parser: DeepLinkParser<AppDeepLink>, gate: DeepLinkGate<AppDeepLink>,
    isDailyReminder: @escaping @Sendable (String) -> Bool, analytics: any AnalyticsManaging,
    logger: Logger = Logger(label: "template.push")
  ) {
    self.parser = parser
    self.gate = gate
    self.isDailyReminder = isDailyReminder
    self.analytics = analytics
    self.logger = logger
  }

  /// With the daily reminders recognised by `planner`.
  public convenience init(
    parser: DeepLinkParser<AppDeepLink>, gate: DeepLinkGate<AppDeepLink>, planner: NotificationPlanner,
    analytics: any AnalyticsManaging, logger: Logger = Logger(label: "template.push")
  ) {
    self.init(
      parser: parser, gate: gate, isDailyReminder: { planner.owns($0) }, analytics: analytics, logger: logger)
  }

  @discardableResult
  public func handle(_ tap: NotificationTap) -> NotificationTapOutcome {
    if tap.action == .dismiss { return .ignored }
    if let text = tap.payload[NotificationTap.deepLinkKey] {
      if let link = parser.route(for: text) {
        track(kind: "deepLink")
        gate.receive(link)
        return .deepLink(text)
      }
      // The parser logged why; the tap still brought the app forward.
      track(kind: "invalidDeepLink")
      return .openApp
    }
    if isDailyReminder(tap.requestIdentifier) {
      track(kind: "daily")
    } else {
      logger.notice(
        "notification without a deep link from an unknown request; opening the app",
        metadata: ["request": "\(tap.requestIdentifier)"])
      track(kind: "other")
    }
    return .openApp
  }

  private func track(kind: String) {
    analytics.track(AnalyticsEvent("Notification_Open", properties: ["kind": kind]))
  }
}
