#if canImport(UserNotifications)
  import Foundation
  import UserNotifications

  /// The ``NotificationCenterClient`` on Apple platforms: `UNUserNotificationCenter`.
  ///
  /// An adapter only: each method is one call to the centre, and ``NotificationRequest``
  /// becomes a `UNNotificationRequest` with a calendar or time-interval trigger. What is
  /// scheduled is decided by ``NotificationPlanner`` and tested on Linux.
  public struct UserNotificationCenterClient: NotificationCenterClient {
    private let soundFileExists: @Sendable (String) -> Bool

    /// - Parameter soundFileExists: whether the app bundle holds a sound file; a missing
    ///   `win.wav` falls back to the default sound.
    public init(
      soundFileExists: @escaping @Sendable (String) -> Bool = { name in
        Bundle.main.url(forResource: name, withExtension: nil) != nil
      }
    ) {
      self.soundFileExists = soundFileExists
    }

    public func authorizationStatus() async -> NotificationAuthorizationStatus {
      switch await UNUserNotificationCenter.current().notificationSettings().authorizationStatus {
      case .notDetermined: .notDetermined
      case .denied: .denied
      case .authorized: .authorized
      case .provisional: .provisional
      case .ephemeral: .ephemeral
      @unknown default: .denied
      }
    }

    public func requestAuthorization() async throws -> Bool {
      try await UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound, .badge])
    }

    public func pendingRequestIdentifiers() async -> [String] {
      await UNUserNotificationCenter.current().pendingNotificationRequests().map(\.identifier)
    }

    public func add(_ request: NotificationRequest) async throws {
      let content = UNMutableNotificationContent()
      content.title = request.content.title
      content.body = request.content.body
      switch request.content.sound.resolved(fileExists: soundFileExists) {
      case .default: content.sound = .default
      case .named(let name): content.sound = UNNotificationSound(named: UNNotificationSoundName(name))
      }
      let trigger: UNNotificationTrigger
      switch request.trigger {
      case .calendar(let components, let repeats):
        trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: repeats)
      case .timeInterval(let seconds, let repeats):
        trigger = UNTimeIntervalNotificationTrigger(timeInterval: seconds, repeats: repeats)
      }
      try await UNUserNotificationCenter.current().add(
        UNNotificationRequest(identifier: request.identifier, content: content, trigger: trigger))
    }

    public func removePendingRequests(withIdentifiers identifiers: [String]) async {
      UNUserNotificationCenter.current().removePendingNotificationRequests(withIdentifiers: identifiers)
    }
  }

  extension DefaultLocalNotificationsController {
    /// Seed 000's shape: the controller over `UNUserNotificationCenter` with the standard
    /// schedules and `win.wav`.
    public init(messagesProvider: any NotificationMessagesProviding) {
      self.init(messagesProvider: messagesProvider, center: UserNotificationCenterClient())
    }
  }
#endif
