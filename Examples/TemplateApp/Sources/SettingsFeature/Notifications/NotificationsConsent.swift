import AppDomain
import KeelNotifications
import KeelStorage
import Observation

extension StorageKeys {
  /// The notifications switch in Settings: on until the person turns it off (DESIGN: the
  /// system's prompt is the consent; the switch lets them stop it).
  public var notificationsConsent: StorageKey<Bool> { StorageKey("settings.notifications", default: true) }
}

/// What sending the test notifications did.
public enum TestNotificationsOutcome: Hashable, Sendable {
  /// The switch is off: nothing was scheduled, and the system was not asked.
  case consentOff
  /// The controller's answer: scheduled, not authorized, no room, …
  case attempted(NotificationSchedulingResult)
}

/// The notifications switch and what follows from it (``NotificationsRule``): stores the
/// person's consent and schedules or removes the daily notifications through the controller.
/// The root reports the remote status with ``statusChanged(_:)`` once it is known. Turning the
/// switch off also tells the push side (``RemotePushOptOut``), so the server stops pushing too.
@MainActor
@Observable
public final class NotificationsConsent {
  @ObservationIgnored private let consentValue: ObservableKeyValue<Bool>
  @ObservationIgnored private let controller: any LocalNotificationsControlling
  @ObservationIgnored private let pushOptOut: (any RemotePushOptOut)?
  /// The remote status the rule applies to; nil until the root reports it.
  public private(set) var status: AppStatus?

  /// - Parameter pushOptOut: the device's push registration; nil where there is none (tests of
  ///   the local notifications alone).
  public init(
    store: KeyValueStore, controller: any LocalNotificationsControlling, pushOptOut: (any RemotePushOptOut)? = nil
  ) {
    consentValue = store.observable(\.notificationsConsent)
    self.controller = controller
    self.pushOptOut = pushOptOut
  }

  public var isGiven: Bool { consentValue.value }

  /// Stores the switch at once (a switch bound to ``isGiven`` shows it without waiting), then
  /// applies the rule. Turning it on asks the system for permission first (the prompt appears
  /// only while the person has not decided; a granted authorization registers the device for
  /// pushes again). Turning it off removes the daily notifications first, then has the device's
  /// token deleted on the server (which may take a while). The rule reads the consent when it
  /// runs, so after quick flips the last one decides.
  @discardableResult
  public func setGiven(_ given: Bool) -> Task<DailyNotificationsAction, Never> {
    consentValue.value = given
    return Task { [self] in
      if given { _ = await controller.requestAuthorization() }
      let action = await apply()
      // Only while still off: after a quick off-on, the person wants pushes again, and the
      // switch's authorization has registered the device already.
      if !given, !isGiven { await pushOptOut?.notificationsTurnedOff() }
      return action
    }
  }

  /// The remote status is known (launch, foreground): apply the rule to it.
  @discardableResult
  public func statusChanged(_ status: AppStatus) async -> DailyNotificationsAction {
    self.status = status
    return await apply()
  }

  /// Schedules seed 000's test mode (four notifications, 5 s apart) when the person consents;
  /// the system is asked for permission first if they have not decided, and the controller
  /// schedules nothing unless delivery is allowed.
  public func sendTestNotifications() async -> TestNotificationsOutcome {
    guard isGiven else { return .consentOff }
    _ = await controller.requestAuthorization()
    return .attempted(await controller.scheduleTestNotifications())
  }

  /// Applies the rule to the current consent and status.
  @discardableResult
  public func apply() async -> DailyNotificationsAction {
    let action = NotificationsRule.dailyAction(consent: isGiven, status: status)
    switch action {
    case .schedule: await controller.scheduleDailyNotifications()
    case .remove: await controller.removeDailyNotifications()
    case .none: break
    }
    return action
  }
}
