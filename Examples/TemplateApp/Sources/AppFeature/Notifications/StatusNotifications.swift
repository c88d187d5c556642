import AppDomain
import KeelNotifications
import Logging
import SettingsFeature

/// Seed 000's status rule for the daily notifications, re-applied whenever it may have changed
/// its answer: at launch, on entering the foreground (the person may have changed the system
/// setting) and on a time-zone change (the daily times are local times).
///
/// Web mode asks for authorization (the system prompts only while the person has not decided)
/// and schedules the daily notifications; native mode removes them; with the Settings switch
/// off nothing is scheduled (``NotificationsRule``, applied by Settings' ``NotificationsConsent``).
@MainActor
public final class StatusNotifications {
  private let consent: NotificationsConsent
  private let controller: any LocalNotificationsControlling
  private let logger: Logger

  public init(
    consent: NotificationsConsent, controller: any LocalNotificationsControlling,
    logger: Logger = Logger(label: "template.notifications")
  ) {
    self.consent = consent
    self.controller = controller
    self.logger = logger
  }

  /// Applies the rule to `status`; nil (not known yet) leaves the notifications as they are.
  @discardableResult
  public func replan(for status: AppStatus?) async -> DailyNotificationsAction {
    guard let status else {
      logger.info("status not known yet; daily notifications left as they are")
      return .none
    }
    if NotificationsRule.dailyAction(consent: consent.isGiven, status: status) == .schedule {
      let allowed = await controller.requestAuthorization()
      if !allowed { logger.notice("notifications not allowed by the system; the plan is kept for when they are") }
    }
    let action = await consent.statusChanged(status)
    logger.info("daily notifications re-planned", metadata: ["action": "\(action)"])
    return action
  }
}
