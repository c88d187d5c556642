/// Whether the app may deliver notifications, mirroring `UNAuthorizationStatus`.
public enum NotificationAuthorizationStatus: String, Hashable, Sendable, CaseIterable {
  case notDetermined
  case denied
  case authorized
  case provisional
  case ephemeral

  /// Whether requests added now will be delivered.
  public var allowsDelivery: Bool {
    switch self {
    case .authorized, .provisional, .ephemeral: true
    case .notDetermined, .denied: false
    }
  }
}
