#if canImport(UserNotifications) && canImport(Security) && canImport(StoreKit)
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
    /// system's notification centre, StoreKit, and files in Application Support. Here rather
    /// than in the app file, so the app target links only the app's own modules (`keel check
    /// project`) and the app file has nothing to build.
    public static func launchOnDevice(info: [String: Any]) -> Result<AppShell, AppStartupError> {
      let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
      return launch(
        bundle: AppBundleConfiguration(info: info), defaultsSuiteName: defaultsSuiteName,
        storageDirectory: support?.appendingPathComponent("KeelTemplate", isDirectory: true),
        secureStore: KeychainSecureStore(service: keychainService), notificationCenter: UserNotificationCenterClient(),
        livePurchases: { StoreKitPurchasesManager() })
    }
  }
#endif
