import Foundation

/// A platform-neutral notification request: what ``NotificationCenterClient`` adds. The
/// UserNotifications adapter turns it into a `UNNotificationRequest`.
public struct NotificationRequest: Hashable, Sendable {
  /// Unique among the app's pending requests; adding a request with the identifier of a
  /// pending one replaces it, as `UNUserNotificationCenter` does.
  public let identifier: String
  /// What the notification shows and plays.
  public let content: NotificationContent
  /// When the notification fires.
  public let trigger: NotificationTrigger

  /// A request named `identifier` showing `content` when `trigger` fires.
  public init(identifier: String, content: NotificationContent, trigger: NotificationTrigger) {
    self.identifier = identifier
    self.content = content
    self.trigger = trigger
  }
}

/// The text and sound of a notification.
public struct NotificationContent: Hashable, Sendable {
  /// The notification's title.
  public let title: String
  /// The notification's body text.
  public let body: String
  /// The sound it asks for.
  public let sound: NotificationSound

  /// Content with `title`, `body` and `sound`.
  public init(title: String, body: String, sound: NotificationSound) {
    self.title = title
    self.body = body
    self.sound = sound
  }

  /// Content showing `message` with `sound`.
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
  /// The system's default notification sound.
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
