/// Why a plan could not be made: bad schedules or messages, named precisely.
public enum NotificationPlanningError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The messages provider returned no messages.
  case noMessages
  /// The message at `index` has neither a title nor a body.
  case emptyMessage(index: Int)
  /// No daily schedules were given.
  case noSchedules
  /// The schedule named `schedule` has an hour outside 0...23 or a minute outside 0...59.
  case invalidTime(schedule: String, hour: Int, minute: Int)
  /// A schedule identifier is empty or holds characters other than letters, digits, `-`, `_`.
  case invalidIdentifier(String)
  /// Two schedules share `identifier`, so their requests would replace each other.
  case duplicateIdentifier(String)
  /// A setting of the planner or the controller is out of its range: `name` is the setting,
  /// `allowed` says what it must be. (iOS raises an exception, not an error, for a time
  /// interval of 0, so such a value must never reach the notification centre.)
  case invalidSetting(name: String, value: String, allowed: String)

  public var description: String {
    switch self {
    case .noMessages: "notification messages: the provider returned no messages"
    case .emptyMessage(let index): "notification message \(index): both title and body are empty"
    case .noSchedules: "daily notification schedules: none given"
    case .invalidTime(let schedule, let hour, let minute):
      "daily notification schedule '\(schedule)': \(hour):\(minute) is not a time of day (hour 0-23, minute 0-59)"
    case .invalidIdentifier(let identifier):
      "daily notification schedule identifier '\(identifier)': use 1-64 letters, digits, '-' or '_'"
    case .duplicateIdentifier(let identifier):
      "daily notification schedules: identifier '\(identifier)' is used twice"
    case .invalidSetting(let name, let value, let allowed):
      "notification setting '\(name)' is \(value): it must be \(allowed)"
    }
  }
}
