/// One analytics event (seed 002's `trackEvent(eventName:)`): a name such as `"Home_Appear"` and
/// string properties, as `POST /analytics/events` takes them (API.md).
public struct AnalyticsEvent: Sendable, Hashable, Codable, CustomStringConvertible {
  public let name: String
  public let properties: [String: String]

  public init(_ name: String, properties: [String: String] = [:]) {
    self.name = name
    self.properties = properties
  }

  /// A screen came on screen (seed 002: `"Home_Appear"`).
  public static func screenAppeared(_ screen: String) -> AnalyticsEvent {
    AnalyticsEvent("\(screen)_Appear")
  }

  /// Why this event cannot be sent, or nil when it can: the server refuses an empty name, and a
  /// name is a short identifier, not a message.
  public var problem: String? {
    if name.isEmpty { return "its name is empty" }
    if name.count > Self.maximumNameLength { return "its name is longer than \(Self.maximumNameLength) characters" }
    return nil
  }

  public static let maximumNameLength = 100

  public var description: String {
    properties.isEmpty ? name : "\(name) \(properties.sorted { $0.key < $1.key })"
  }
}
