import KeelNotifications

/// Passes every call through to the local notifications controller and reports each granted
/// authorization, so that every path that asks the person (Settings' switch and test button,
/// web mode's prompt at launch) also registers for remote notifications, without those paths
/// knowing about push.
public struct NotificationsAuthorizationRelay: LocalNotificationsControlling {
  private let controller: any LocalNotificationsControlling
  private let authorized: @Sendable () async -> Void

  public init(
    controller: any LocalNotificationsControlling, authorized: @escaping @Sendable () async -> Void
  ) {
    self.controller = controller
    self.authorized = authorized
  }

  public func requestAuthorization() async -> Bool {
    let allowed = await controller.requestAuthorization()
    if allowed { await authorized() }
    return allowed
  }

  @discardableResult
  public func scheduleDailyNotifications() async -> NotificationSchedulingResult {
    await controller.scheduleDailyNotifications()
  }

  @discardableResult
  public func scheduleTestNotifications() async -> NotificationSchedulingResult {
    await controller.scheduleTestNotifications()
  }

  public func removeDailyNotifications() async {
    await controller.removeDailyNotifications()
  }
}
