#if canImport(UIKit)
  import AppDomain
  import UIKit

  /// ``RemoteNotificationsRegistering`` over `UIApplication`: the token, or the failure, reaches
  /// the app delegate, which forwards it to `AppShell` (AppServices).
  public struct UIApplicationRemoteNotifications: RemoteNotificationsRegistering {
    public init() {}

    @MainActor public func registerForRemoteNotifications() {
      UIApplication.shared.registerForRemoteNotifications()
    }
  }
#endif
