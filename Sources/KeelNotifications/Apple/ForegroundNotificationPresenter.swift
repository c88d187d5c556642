#if canImport(UserNotifications)
  import Foundation
  import UserNotifications

  /// Shows notifications that arrive while the app is in the foreground (seed 000), which iOS
  /// otherwise silences: as a banner, in the list, with their sound.
  ///
  /// `UNUserNotificationCenter.delegate` is weak: the composition root keeps this object and
  /// calls ``install()`` before the app finishes launching.
  @MainActor
  public final class ForegroundNotificationPresenter: NSObject, UNUserNotificationCenterDelegate {
    private nonisolated let options: UNNotificationPresentationOptions

    public init(options: UNNotificationPresentationOptions = [.banner, .list, .sound]) {
      self.options = options
    }

    /// Becomes the notification centre's delegate.
    public func install() {
      UNUserNotificationCenter.current().delegate = self
    }

    // The centre may call this off the main thread; it reads only an immutable value.
    public nonisolated func userNotificationCenter(
      _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
      withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
    ) {
      completionHandler(options)
    }
  }
#endif
