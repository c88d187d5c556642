import Foundation

/// One request of a plan, with the instant the planner expects it to fire in the planning
/// time zone (the trigger itself carries wall-clock components).
public struct PlannedNotification: Hashable, Sendable {
  public let request: NotificationRequest
  public let fireDate: Date

  public init(request: NotificationRequest, fireDate: Date) {
    self.request = request
    self.fireDate = fireDate
  }
}
