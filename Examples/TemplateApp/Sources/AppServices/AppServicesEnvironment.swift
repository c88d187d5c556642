import AppDomain
import AppLocalization
import Foundation
import KeelCore
import KeelNotifications
import KeelStorage

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What the platform hands the composition root: configuration values (Info.plist keys on
/// Apple platforms, environment variables on Linux), the app's version, the stores, and the
/// Apple adapters the platform-neutral library cannot build itself (StoreKit, the notification
/// centre). The `@main` file fills it from the bundle; tests fill it with real files and
/// in-memory centres.
public struct AppServicesEnvironment {
  /// Configuration values: `KEEL_BUILD_CONFIGURATION`, `TEMPLATE_API_*`, `FEATURE_*`.
  public var values: [String: String]
  public var appVersion: String
  public var buildNumber: String
  /// The app's name and the operating system with its version ("iOS 18.0"), for the user agent.
  /// The `@main` file passes the bundle's name and the device's system.
  public var appName: String
  public var system: String
  public var keyValueStore: KeyValueStore
  public var secureStore: any SecureStore
  public var notificationCenter: any NotificationCenterClient
  /// Flags forced in code, over configuration (tests, a debug menu).
  public var flagOverrides: [FeatureFlag: Bool]
  /// The live purchases manager (StoreKit on Apple platforms). Nil where there is none (Linux):
  /// development and production builds then buy from the mock, with a warning.
  public var livePurchases: (@MainActor () -> any PurchasesManager)?
  /// The system's background task scheduler (`BGTaskSchedulerClient` on iOS). Nil where there
  /// is none (Linux, previews): no background refresh, with a notice in the log.
  public var backgroundTasks: (any BackgroundTaskScheduling)?
  /// Face ID / Touch ID with the passcode fallback (`LocalAuthenticationClient` on iOS). Nil where
  /// there is none (Linux, previews): the app lock cannot be turned on.
  public var deviceAuthentication: (any DeviceOwnerAuthenticating)?
  /// Asks the system for the push token (`UIApplicationRemoteNotifications` on iOS). Nil where
  /// there is none (Linux, previews, macOS): an authorization is then only logged.
  public var remoteNotifications: (any RemoteNotificationsRegistering)?
  /// Sign in with Apple's credential checks (`ASAuthorizationAppleIDProvider` on Apple
  /// platforms). Nil where there is none (Linux, previews): an Apple session is then not checked,
  /// with a notice in the log.
  public var appleIDCredentials: (any AppleIDCredentialChecking)?
  /// Where the chosen language goes: the generated strings' run-time switch by default.
  public var applyLanguage: @Sendable (String?) -> Void
  /// The languages the daily notifications are written in, read at each plan.
  public var notificationLanguages: @Sendable () -> [String]
  /// Every API client's `URLSession` configuration (tests record the wire through it).
  public var sessionConfiguration: @Sendable () -> URLSessionConfiguration
  /// Where the app keeps its files (Application Support on Apple platforms): each signed-in
  /// user's analytics queue lives under it. Nil keeps no files: events are then only logged,
  /// with a warning, and nothing is sent to the API.
  public var storageDirectory: URL?
  /// The crash reporter (a vendor SDK's adapter in an app that has one). Nil: the logging one
  /// (``LoggingCrashReporter``).
  public var crashReporter: (any CrashReporting)?
  /// When the device's protected data becomes available (the app shell passes on the system's
  /// word): a session the Keychain kept locked at launch is read again then.
  public var protectedData = ProtectedDataAvailability()

  public init(
    values: [String: String], appVersion: String, buildNumber: String = "1", appName: String = "TemplateApp",
    system: String = AppServicesEnvironment.hostSystem,
    keyValueStore: KeyValueStore, secureStore: any SecureStore,
    notificationCenter: any NotificationCenterClient = InMemoryNotificationCenter(now: Date(), timeZone: .current),
    flagOverrides: [FeatureFlag: Bool] = [:], livePurchases: (@MainActor () -> any PurchasesManager)? = nil,
    backgroundTasks: (any BackgroundTaskScheduling)? = nil,
    deviceAuthentication: (any DeviceOwnerAuthenticating)? = nil,
    remoteNotifications: (any RemoteNotificationsRegistering)? = nil,
    applyLanguage: @escaping @Sendable (String?) -> Void = { L10n.selectLanguage($0) },
    notificationLanguages: @escaping @Sendable () -> [String] = { [L10n.currentLanguage] },
    sessionConfiguration: @escaping @Sendable () -> URLSessionConfiguration = { .ephemeral },
    storageDirectory: URL? = nil, crashReporter: (any CrashReporting)? = nil
  ) {
    self.values = values
    self.appVersion = appVersion
    self.buildNumber = buildNumber
    self.appName = appName
    self.system = system
    self.keyValueStore = keyValueStore
    self.secureStore = secureStore
    self.notificationCenter = notificationCenter
    self.flagOverrides = flagOverrides
    self.livePurchases = livePurchases
    self.backgroundTasks = backgroundTasks
    self.deviceAuthentication = deviceAuthentication
    self.remoteNotifications = remoteNotifications
    self.applyLanguage = applyLanguage
    self.notificationLanguages = notificationLanguages
    self.sessionConfiguration = sessionConfiguration
    self.storageDirectory = storageDirectory
    self.crashReporter = crashReporter
  }
}

extension AppServicesEnvironment {
  /// The running system as Foundation reports it ("Linux 6.1.0" on a test machine); the iOS app
  /// passes `UIDevice`'s name and version instead.
  public static var hostSystem: String {
    let version = ProcessInfo.processInfo.operatingSystemVersion
    #if canImport(Glibc)
      let name = "Linux"
    #else
      let name = "Darwin"
    #endif
    return "\(name) \(version.majorVersion).\(version.minorVersion).\(version.patchVersion)"
  }
}
