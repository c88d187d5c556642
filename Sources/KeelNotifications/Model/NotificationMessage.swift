/// What one notification says: seed 000's message, chosen at random for each delivery.
public struct NotificationMessage: Hashable, Sendable, Codable {
  public let title: String
  public let body: String

  public init(title: String, body: String) {
    self.title = title
    self.body = body
  }
}
