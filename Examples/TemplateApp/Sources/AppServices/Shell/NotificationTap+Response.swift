import AppDomain

extension NotificationTap {
  /// UserNotifications' action identifier of a tap on the notification itself
  /// (`UNNotificationDefaultActionIdentifier`).
  public static let defaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
  /// The identifier of a notification swiped away (`UNNotificationDismissActionIdentifier`).
  public static let dismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

  /// The tap a `UNNotificationResponse` describes, from its parts: the request's identifier,
  /// the action identifier and the content's `userInfo`, of which only string values are kept
  /// (a deep link is a string; anything else is not the app's to route).
  public init(requestIdentifier: String, actionIdentifier: String, userInfo: [AnyHashable: Any]) {
    let action: Action =
      switch actionIdentifier {
      case Self.defaultActionIdentifier: .open
      case Self.dismissActionIdentifier: .dismiss
      default: .custom(actionIdentifier)
      }
    var payload: [String: String] = [:]
    for (key, value) in userInfo {
      if let key = key.base as? String, let value = value as? String { payload[key] = value }
    }
    self.init(requestIdentifier: requestIdentifier, action: action, payload: payload)
  }
}
