/// Whether the app may deliver notifications, mirroring `UNAuthorizationStatus`.
public enum NotificationAuthorizationStatus: String, Hashable, Sendable, CaseIterable {
  /// The person has not been asked yet.
  case notDetermined
  /// The person refused notifications.
  case denied
  /// The person allowed notifications.
  case authorized
  /// Delivered quietly to the notification centre until the person decides.
  case provisional
  /// Allowed for a limited time (App Clips).
  case ephemeral

  /// Whether requests added now will be delivered.
  public var allowsDelivery: Bool {
    switch self {
    case .authorized, .provisional, .ephemeral: true
    case .notDetermined, .denied: false
    }
  }
}
