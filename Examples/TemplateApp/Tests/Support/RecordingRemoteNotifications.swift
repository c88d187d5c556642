import AppDomain
import KeelCore

/// ``RemoteNotificationsRegistering`` for tests: counts the registrations asked for. The system's
/// answer is the test's to give, as `UIApplication`'s reaches the app delegate later
/// (`AppShell.registeredForRemoteNotifications(deviceToken:)`).
public final class RecordingRemoteNotifications: RemoteNotificationsRegistering {
  private let count = Locked(0)

  public init() {}

  @MainActor public func registerForRemoteNotifications() {
    count.withLock { $0 += 1 }
  }

  /// How many times the app asked the system for a push token.
  public var registrations: Int { count.withLock { $0 } }
}
