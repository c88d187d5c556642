#if canImport(UserNotifications) && canImport(Security) && canImport(StoreKit)
  import AppDomain
  import AppFeature
  import AuthFeature
  import Foundation
  import KeelNotifications
  import KeelStorage
  import PaywallFeature

  extension AppShell {
    /// The UserDefaults suite the app's preferences are kept in.
    public static let defaultsSuiteName = "com.keel.template.storage"
    /// The Keychain service the session's tokens are kept under.
    public static let keychainService = "com.keel.template.session"

    /// The app as it runs on an Apple platform: the bundle's configuration, the Keychain, the
    /// system's notification centre, StoreKit, background tasks, Face ID and Sign in with Apple's
    /// credential checks where the platform has them, and files in Application Support. Here
    /// rather than in the app file, so the app target links only the app's own modules (`keel
    /// check project`) and the app file has nothing to build. `system` is the device's ("iOS
    /// 18.0"), for the user agent.
    public static func launchOnDevice(info: [String: Any], system: String) -> Result<AppShell, AppStartupError> {
      let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
      return launch(
        bundle: AppBundleConfiguration(info: info), defaultsSuiteName: defaultsSuiteName,
        storageDirectory: support?.appendingPathComponent("KeelTemplate", isDirectory: true),
        secureStore: KeychainSecureStore(service: keychainService), notificationCenter: UserNotificationCenterClient(),
        livePurchases: { StoreKitPurchasesManager() }, system: system, backgroundTasks: backgroundTasks,
        deviceAuthentication: LocalAuthenticationClient(), remoteNotifications: remoteNotifications,
        appleIDCredentials: appleIDCredentials)
    }

    /// Sign in with Apple's credential checks (`ASAuthorizationAppleIDProvider`).
    private static var appleIDCredentials: (any AppleIDCredentialChecking)? {
      #if canImport(AuthenticationServices)
        AuthenticationServicesAppleIDCredentials()
      #else
        nil
      #endif
    }

    /// The push token comes through `UIApplication` (iOS; the Mac build of the package has no app).
    private static var remoteNotifications: (any RemoteNotificationsRegistering)? {
      #if canImport(UIKit)
        UIApplicationRemoteNotifications()
      #else
        nil
      #endif
    }

    /// `BGTaskScheduler` exists where UIKit does (iOS, not macOS).
    private static var backgroundTasks: (any BackgroundTaskScheduling)? {
      #if canImport(UIKit)
        BGTaskSchedulerClient()
      #else
        nil
      #endif
    }
  }
#endif
