/// What one notification says: seed 000's message, chosen at random for each delivery.
public struct NotificationMessage: Hashable, Sendable, Codable {
  /// The notification's title.
  public let title: String
  /// The notification's body text.
  public let body: String

  /// A message with `title` and `body`.
  public init(title: String, body: String) {
    self.title = title
    self.body = body
  }
}
