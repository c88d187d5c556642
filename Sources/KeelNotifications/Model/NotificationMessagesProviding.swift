/// The app's messages (usually localized), asked for each time notifications are planned so a
/// language change is picked up by the next plan.
public protocol NotificationMessagesProviding: Sendable {
  var messages: [NotificationMessage] { get }
}

/// A fixed list of messages: for tests, previews and apps that do not localize.
public struct StaticNotificationMessages: NotificationMessagesProviding {
  public let messages: [NotificationMessage]

  public init(_ messages: [NotificationMessage]) {
    self.messages = messages
  }
}
