/// Seed 000's notifications controller: ask for permission, schedule the daily notifications
/// (or the quick test set), remove them.
public protocol LocalNotificationsControlling: Sendable {
  /// Asks for permission when the person has not decided; returns whether notifications may
  /// be delivered.
  func requestAuthorization() async -> Bool
  /// Replaces this package's pending requests with a fresh daily plan. Idempotent: call it at
  /// launch, when the app comes to the foreground and when the time zone changes.
  @discardableResult func scheduleDailyNotifications() async -> NotificationSchedulingResult
  /// Seed 000's test mode: four notifications, 5 seconds apart. They replace the daily plan,
  /// which the next ``scheduleDailyNotifications()`` (at the latest, the next launch) restores.
  @discardableResult func scheduleTestNotifications() async -> NotificationSchedulingResult
  /// Removes this package's pending requests (daily and test), leaving other requests alone.
  func removeDailyNotifications() async
}
