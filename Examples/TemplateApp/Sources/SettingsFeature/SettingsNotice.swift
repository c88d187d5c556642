/// A transient message Settings raises as a toast (DESIGN: errors shown to people). The
/// coordinator passes each to its output; the signed-in scope's toast centre shows it.
public enum SettingsNotice: Hashable, Sendable {
  /// The profile sub-flow saved the profile.
  case profileSaved
  /// The test notifications are pending: `count` of them, 5 seconds apart.
  case testNotificationsScheduled(count: Int)
  /// The system does not let the app notify (the person declined, or has not decided).
  case notificationsNotAllowed
  /// Scheduling failed for a reason the person cannot fix here (no room, a refused request).
  case notificationsFailed
  /// A theme could not be selected (an id the design system does not know).
  case themeUnavailable
  /// The app lock could not be turned on: the device has no passcode.
  case appLockUnavailable
  /// Restore purchases found premium on the person's Apple Account (and it is unlocked).
  case purchasesRestored
  /// Restore purchases found nothing to restore on the person's Apple Account.
  case nothingToRestore
  /// The store could not be asked (no connection, not signed in to the App Store, …).
  case restoreFailed
}
