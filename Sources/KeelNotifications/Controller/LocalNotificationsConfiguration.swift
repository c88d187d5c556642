import Foundation

/// Settings of ``DefaultLocalNotificationsController``; the defaults are seed 000's.
public struct LocalNotificationsConfiguration: Sendable {
  /// Starts every identifier of this package's requests; removal matches on it, so it must not
  /// start identifiers used by other parts of the app.
  public var identifierPrefix: String
  /// The daily slots, each planned on every day of the window.
  public var schedules: [DailyNotificationSchedule]
  /// Asked for by every request; the Apple adapter plays the default sound when the bundle has
  /// no such file.
  public var sound: NotificationSound
  /// The longest stretch planned ahead when the 64-request budget would allow more.
  public var maximumDays: Int
  /// Pending slots left free for requests other parts of the app add later (0...63).
  public var reservedRequests: Int
  /// How many notifications test mode schedules (at most the free budget).
  public var testNotificationCount: Int
  /// Seconds between test notifications, and before the first.
  public var testNotificationInterval: TimeInterval

  /// A configuration; the defaults are seed 000's (the four standard slots, `win.wav`, four test
  /// notifications 5 s apart).
  public init(
    identifierPrefix: String = "keel.notifications",
    schedules: [DailyNotificationSchedule] = DailyNotificationSchedule.standard,
    sound: NotificationSound = .named("win.wav"),
    maximumDays: Int = 30,
    reservedRequests: Int = 0,
    testNotificationCount: Int = 4,
    testNotificationInterval: TimeInterval = 5
  ) {
    self.identifierPrefix = identifierPrefix
    self.schedules = schedules
    self.sound = sound
    self.maximumDays = maximumDays
    self.reservedRequests = reservedRequests
    self.testNotificationCount = testNotificationCount
    self.testNotificationInterval = testNotificationInterval
  }

  /// Checks the settings the planner does not see. A negative reserve would plan past 64
  /// requests, and iOS would then drop the latest-firing ones, which may be other parts' requests.
  func validate() throws(NotificationPlanningError) {
    let maximum = NotificationPlanner.maximumPendingRequests
    guard (0..<maximum).contains(reservedRequests) else {
      throw .invalidSetting(name: "reservedRequests", value: "\(reservedRequests)", allowed: "0...\(maximum - 1)")
    }
  }
}
