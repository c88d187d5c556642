/// One daily delivery slot: a local wall-clock time, named by an identifier that becomes part
/// of each request's identifier.
public struct DailyNotificationSchedule: Hashable, Sendable, Codable {
  /// Names the slot in request identifiers (`<prefix>.daily.<identifier>.<yyyy-MM-dd>`).
  public let identifier: String
  /// The local hour, 0–23.
  public let hour: Int
  /// The minute, 0–59.
  public let minute: Int

  /// A slot named `identifier` at `hour`:`minute` local time.
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
