/// Asks the system for this installation's push token (seed 002's `PushManager`). On iOS,
/// `UIApplicationRemoteNotifications` (AppFeature, Apple-only) over
/// `UIApplication.registerForRemoteNotifications()`, whose answer reaches the app delegate
/// (`didRegisterForRemoteNotificationsWithDeviceToken`), which forwards it to the app shell; on
/// Linux, a recording fake the tests answer in the system's place.
public protocol RemoteNotificationsRegistering: Sendable {
  /// Starts the registration; the token (or the failure) arrives later through the app
  /// delegate. Asking again is harmless: the system answers with the current token.
  @MainActor func registerForRemoteNotifications()
}
