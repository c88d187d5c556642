import Foundation

/// One request of a plan, with the instant the planner expects it to fire in the planning
/// time zone (the trigger itself carries wall-clock components).
public struct PlannedNotification: Hashable, Sendable {
  /// The request to add to the notification centre.
  public let request: NotificationRequest
  /// When it will fire, as the planner computed it.
  public let fireDate: Date

  /// A planned `request` that fires at `fireDate`.
  public init(request: NotificationRequest, fireDate: Date) {
    self.request = request
    self.fireDate = fireDate
  }
}
