/// The part of the system notification centre the controller needs. Implemented by
/// `UserNotificationCenterClient` (Apple-only) over `UNUserNotificationCenter` on Apple platforms and by
/// ``InMemoryNotificationCenter`` everywhere (tests, previews, mock builds).
public protocol NotificationCenterClient: Sendable {
  /// The current authorization, without asking the person.
  func authorizationStatus() async -> NotificationAuthorizationStatus
  /// Asks the person for alert, sound and badge permission when they have not decided yet;
  /// returns whether notifications may be delivered.
  func requestAuthorization() async throws -> Bool
  /// Identifiers of every pending request of the app, including those other code added.
  func pendingRequestIdentifiers() async -> [String]
  /// Adds `request`, replacing a pending request with the same identifier.
  func add(_ request: NotificationRequest) async throws
  /// Removes the pending requests with these identifiers; unknown identifiers are ignored.
  func removePendingRequests(withIdentifiers identifiers: [String]) async
}
