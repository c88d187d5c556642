import Foundation

/// `POST /analytics/events`: 1 to 100 events.
public struct AnalyticsEventsDTO: Codable, Sendable, Hashable {
  public struct Event: Codable, Sendable, Hashable {
    public let name: String
    public let properties: [String: String]?
    public init(name: String, properties: [String: String]?) {
      self.name = name
      self.properties = properties
    }
  }

  public let events: [Event]
  public init(events: [Event]) {
    self.events = events
  }
}

/// The answer to `POST /analytics/events` (and `addObject`): how many events were committed.
public struct EventsAcknowledgementDTO: Codable, Sendable, Hashable {
  public let accepted: Int
  public let ids: [Int]
  public init(accepted: Int, ids: [Int]) {
    self.accepted = accepted
    self.ids = ids
  }
}
