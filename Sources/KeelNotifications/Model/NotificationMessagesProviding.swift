/// The app's messages (usually localized), asked for each time notifications are planned so a
/// language change is picked up by the next plan.
public protocol NotificationMessagesProviding: Sendable {
  /// The messages to choose from, read at each plan.
  var messages: [NotificationMessage] { get }
}

/// A fixed list of messages: for tests, previews and apps that do not localize.
public struct StaticNotificationMessages: NotificationMessagesProviding {
  /// The fixed messages.
  public let messages: [NotificationMessage]

  /// A provider that always offers `messages`.
  public init(_ messages: [NotificationMessage]) {
    self.messages = messages
  }
}
