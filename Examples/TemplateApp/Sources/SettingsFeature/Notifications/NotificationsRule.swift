import AppDomain

/// What to do with the daily notifications.
public enum DailyNotificationsAction: Hashable, Sendable {
  case schedule
  case remove
  /// Leave them as they are: the remote status is not known yet.
  case none
}

/// The notifications rules (DESIGN: notifications consent), as pure functions: the person's
/// switch is consent, and seed 000's status rule decides only while consent is given.
public enum NotificationsRule {
  /// - Off: nothing is ever scheduled (and whatever is pending is removed).
  /// - On: web mode schedules the daily notifications, native mode removes them; before the
  ///   status is known nothing changes.
  public static func dailyAction(consent: Bool, status: AppStatus?) -> DailyNotificationsAction {
    guard consent else { return .remove }
    switch status {
    case nil: return .none
    case .one: return .schedule
    case .zero: return .remove
    }
  }
}
