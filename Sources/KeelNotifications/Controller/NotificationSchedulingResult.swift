import Foundation

/// What a scheduling call did, so the caller can tell "scheduled" from "not allowed".
public enum NotificationSchedulingResult: Hashable, Sendable {
  /// `count` requests are pending, the last firing at `lastFireDate`.
  case scheduled(count: Int, lastFireDate: Date?)
  /// Nothing was scheduled: the person has not allowed notifications (yet).
  case notAuthorized(NotificationAuthorizationStatus)
  /// Nothing was scheduled: other requests of the app already fill the 64 pending slots.
  case noRoom(otherPendingRequests: Int)
  /// Nothing was scheduled: the schedules or messages are invalid.
  case invalidInput(NotificationPlanningError)
  /// The notification centre refused a request; the previous requests were removed.
  case failed(String)
}
