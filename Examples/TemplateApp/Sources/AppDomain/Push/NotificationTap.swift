/// A person's answer to a notification, as the Apple-only app delegate adapter forwards it from
/// `UNNotificationResponse`: the request's identifier, the action, and the payload's string
/// values (other values are left out by the adapter; links are strings).
public struct NotificationTap: Sendable, Hashable {
  public enum Action: Sendable, Hashable {
    /// The notification itself was tapped (`UNNotificationDefaultActionIdentifier`).
    case open
    /// It was swiped away (`UNNotificationDismissActionIdentifier`).
    case dismiss
    /// A custom action button.
    case custom(String)
  }

  /// The payload key whose value is a deep link (`keeltemplate://item/42`).
  public static let deepLinkKey = "deepLink"

  public let requestIdentifier: String
  public let action: Action
  public let payload: [String: String]

  public init(requestIdentifier: String, action: Action = .open, payload: [String: String] = [:]) {
    self.requestIdentifier = requestIdentifier
    self.action = action
    self.payload = payload
  }
}

/// What the app did with a notification tap.
public enum NotificationTapOutcome: Sendable, Hashable {
  /// The payload's deep link was parsed and handed to the deep-link gate.
  case deepLink(String)
  /// The tap only opens the app (a daily reminder, or a link that could not be read).
  case openApp
  /// Nothing to do (the notification was dismissed).
  case ignored
}

/// Routes notification taps (seed 002's `PushManager`): a payload carrying a deep link goes to
/// the deep-link gate; a daily reminder opens the app.
@MainActor
public protocol PushRouting: AnyObject {
  @discardableResult
  func handle(_ tap: NotificationTap) -> NotificationTapOutcome
}
