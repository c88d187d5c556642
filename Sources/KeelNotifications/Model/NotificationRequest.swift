import Foundation

/// A platform-neutral notification request: what ``NotificationCenterClient`` adds. The
/// UserNotifications adapter turns it into a `UNNotificationRequest`.
public struct NotificationRequest: Hashable, Sendable {
  /// Unique among the app's pending requests; adding a request with the identifier of a
  /// pending one replaces it, as `UNUserNotificationCenter` does.
  public let identifier: String
  public let content: NotificationContent
  public let trigger: NotificationTrigger

  public init(identifier: String, content: NotificationContent, trigger: NotificationTrigger) {
    self.identifier = identifier
    self.content = content
    self.trigger = trigger
  }
}

/// The text and sound of a notification.
public struct NotificationContent: Hashable, Sendable {
  public let title: String
  public let body: String
  public let sound: NotificationSound

  public init(title: String, body: String, sound: NotificationSound) {
    self.title = title
    self.body = body
    self.sound = sound
  }

  public init(_ message: NotificationMessage, sound: NotificationSound) {
    self.init(title: message.title, body: message.body, sound: sound)
  }
}

/// When a request fires, mirroring `UNCalendarNotificationTrigger` and
/// `UNTimeIntervalNotificationTrigger`.
public enum NotificationTrigger: Hashable, Sendable {
  /// Fires when the device's local wall clock matches `components`. Components carry no time
  /// zone, so they are read in the device's time zone at delivery time.
  case calendar(DateComponents, repeats: Bool)
  /// Fires `seconds` after the request is added.
  case timeInterval(TimeInterval, repeats: Bool)
}

/// The sound a notification asks for.
public enum NotificationSound: Hashable, Sendable {
  case `default`
  /// A sound file in the app bundle, such as seed 000's `win.wav`.
  case named(String)

  /// The sound to play given which bundle files exist: a named sound whose file is missing
  /// falls back to the default sound (iOS would otherwise play nothing).
  public func resolved(fileExists: (String) -> Bool) -> NotificationSound {
    switch self {
    case .default: .default
    case .named(let name): fileExists(name) ? self : .default
    }
  }
}
