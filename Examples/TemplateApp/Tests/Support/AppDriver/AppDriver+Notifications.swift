import AppDomain
import Foundation
import SettingsFeature

/// Notifications, as a person and the system take part: Settings' switch, and the system's
/// answer to the app's request for a push token.
extension AppDriver {
  /// Settings → the notifications switch, flipped to `enabled`. What follows from it (the
  /// system's prompt, the daily plan, the push registration) runs on in the background: wait
  /// for its effect.
  public func setNotifications(_ enabled: Bool) throws {
    try select(.settings)
    let settings = try requireTabs().settings.settingsViewModel
    track(settings, session: true)
    settings.setNotificationsEnabled(enabled)
  }

  /// The system answered `registerForRemoteNotifications()` with `deviceToken`: what the app
  /// delegate hands the shell (`AppShell.registeredForRemoteNotifications(deviceToken:)`), which
  /// passes it to the services.
  public func systemGaveDeviceToken(_ deviceToken: Data) {
    services.deviceTokens.received(DeviceToken(bytes: deviceToken))
  }
}
