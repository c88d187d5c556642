import AppDomain
import Foundation
import KeelNotifications
import KeelStorage

extension AppShell {
  /// The app as the iOS app file starts it: configuration from the bundle, preferences in the
  /// `UserDefaults` suite `defaultsSuiteName`, files under `storageDirectory`, and the platform's
  /// adapters (Keychain, the notification centre, StoreKit, background tasks, Face ID, push, Sign
  /// in with Apple's credential checks) handed in by the app file; `system` ("iOS 18.0") goes
  /// into the user agent.
  public static func launch(
    bundle: AppBundleConfiguration, defaultsSuiteName: String, storageDirectory: URL?, secureStore: any SecureStore,
    notificationCenter: any NotificationCenterClient, livePurchases: (@MainActor () -> any PurchasesManager)?,
    system: String = AppServicesEnvironment.hostSystem, backgroundTasks: (any BackgroundTaskScheduling)? = nil,
    deviceAuthentication: (any DeviceOwnerAuthenticating)? = nil,
    remoteNotifications: (any RemoteNotificationsRegistering)? = nil,
    appleIDCredentials: (any AppleIDCredentialChecking)? = nil
  ) -> Result<AppShell, AppStartupError> {
    guard let defaults = UserDefaultsKeyValueBackend(suiteName: defaultsSuiteName) else {
      return .failure(AppStartupError(message: "UserDefaults refused the suite name '\(defaultsSuiteName)'"))
    }
    var environment = AppServicesEnvironment(
      values: bundle.values, appVersion: bundle.appVersion, buildNumber: bundle.buildNumber, system: system,
      keyValueStore: KeyValueStore(backend: defaults), secureStore: secureStore,
      notificationCenter: notificationCenter, livePurchases: livePurchases, backgroundTasks: backgroundTasks,
      deviceAuthentication: deviceAuthentication, remoteNotifications: remoteNotifications,
      storageDirectory: storageDirectory)
    environment.appleIDCredentials = appleIDCredentials
    return launch(environment: environment)
  }
}
