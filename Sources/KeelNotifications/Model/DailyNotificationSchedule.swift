/// One daily delivery slot: a local wall-clock time, named by an identifier that becomes part
/// of each request's identifier.
public struct DailyNotificationSchedule: Hashable, Sendable, Codable {
  public let identifier: String
  public let hour: Int
  public let minute: Int

  public init(identifier: String, hour: Int, minute: Int) {
    self.identifier = identifier
    self.hour = hour
    self.minute = minute
  }
}

extension DailyNotificationSchedule {
  /// Seed 000's default: 10:00, 13:00, 19:00 and 22:30 every day.
  public static let standard: [DailyNotificationSchedule] = [
    .init(identifier: "daily-10-00", hour: 10, minute: 0),
    .init(identifier: "daily-13-00", hour: 13, minute: 0),
    .init(identifier: "daily-19-00", hour: 19, minute: 0),
    .init(identifier: "daily-22-30", hour: 22, minute: 30),
  ]
}
