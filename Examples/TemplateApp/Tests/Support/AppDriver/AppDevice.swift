import AppData
import AppDomain
import AppServices
import DevServer
import Foundation
import KeelCore
import KeelNotifications
import KeelStorage
import KeelTesting
import Testing

/// The phone the journey tests run the whole app on: what outlives one launch of the app.
///
/// - the app's storage as real files in a temporary folder (the `UserDefaults` suite and the
///   secure store's file), so a relaunch is a second `AppServices` over the same folder;
/// - the App Store account: each launch of a development build gets a fresh
///   ``MockPurchasesManager`` over it as its live purchases manager, which learns what is owned
///   from the account, asynchronously, as StoreKit's does (never from the last launch);
/// - the system's notification centre and its push service (which records the app's requests
///   for a device token; the journey answers in the system's place);
/// - in the development configuration, the in-process DevServer the app talks to over a real
///   127.0.0.1 socket.
///
/// ``journey(_:server:serverNow:_:)`` runs a journey on a fresh device and ends it with a leak
/// assertion over everything each launch created (see ``AppDriver``).
@MainActor
public final class AppDevice {
  /// How long a journey waits for something the app does in the background (a request, a
  /// task). Generous on purpose: the machine is shared and loaded; no test depends on speed.
  public static let patience: Duration = .seconds(60)

  public let configuration: BuildConfiguration
  /// The DevServer the build's API settings name. A mock build is given its address too, and
  /// ``journey(_:server:serverNow:_:)`` checks that it received nothing.
  public let server: DevServerHarness?
  public let notificationCenter: InMemoryNotificationCenter
  /// The system's push service: counts the app's `registerForRemoteNotifications()` calls.
  public let remoteNotifications = RecordingRemoteNotifications()
  /// The App Store account: development builds buy from it, and it keeps what was bought.
  public let storeAccount = AppStoreAccount()
  /// The device's Sign in with Apple records, which every launch asks about an Apple session.
  public let appleIDs = InMemoryAppleIDCredentials()
  /// Configuration values added to every launch. The status deadline is the longest the app
  /// accepts (60 s, against 5 s in the app): on a loaded machine the DevServer's answer can take
  /// longer than 5 s, and a journey expecting the web root must not see the deadline's native
  /// app instead. A refused or 404 answer still resolves at once.
  public var extraValues: [String: String] = [AppAPISettings.Key.statusDeadline.rawValue: "60"]
  /// The installed app's version. From major version 2 on the app asks the server for its
  /// status (`AppMode.default`); below it stays native without asking.
  public var appVersion = "2.0"
  /// Feature flags forced at every launch.
  public var flagOverrides: [FeatureFlag: Bool] = [:]
  /// Where the app keeps its files (each signed-in user's analytics queue): nil keeps none, as
  /// most journeys need; a journey about what a user leaves on the device sets it.
  public var storageDirectory: URL?
  /// Every launch's objects, asserted released when the journey ends.
  public let tracker = LeakTracker()
  /// The app's key-value store as the last launch opened it, for reading back what it kept.
  public private(set) var store: KeyValueStore?
  let disk = DiskKeyValueStore()
  private let secureStoreURL: URL
  private let apiValues: [String: String]

  init(configuration: BuildConfiguration, server: DevServerHarness?, apiValues: [String: String]? = nil) {
    self.configuration = configuration
    self.server = server
    notificationCenter = InMemoryNotificationCenter(now: Date(), timeZone: TimeZone(identifier: "UTC")!)
    secureStoreURL = disk.folder.appendingPathComponent("keychain.json")
    keychain = LockableSecureStore(base: FileSecureStore(fileURL: secureStoreURL))
    self.apiValues = apiValues ?? server.map(Self.apiValues(for:)) ?? [:]
  }

  /// The account the DevServer lets sign in (the mock build accepts any well-formed one).
  public var account: (email: String, password: String) {
    guard let account = server?.account else { return ("ada@example.org", fallbackPassword) }
    return (account.email, account.password)
  }
  /// The secure store's file as the app reads it (the session's tokens), read past the lock.
  public var secureStore: FileSecureStore { FileSecureStore(fileURL: secureStoreURL) }
  /// The Keychain every launch is given: the secure store's file behind the lock iOS puts on it
  /// from a restart until the first unlock (``AppDevice/restart()``).
  public let keychain: LockableSecureStore

  /// Whether the secure store holds a session's tokens (read from its file, as the app reads it).
  public func holdsSessionTokens() throws -> Bool {
    try secureStore.data(forKey: SessionTokenStore.key) != nil
  }

  /// Whether the app's key-value store (as the last launch opened it) holds anything at `key`.
  public func keeps(_ key: String) -> Bool {
    store?.backend.value(forKey: key) != nil
  }

  /// The user id the app filed the session under (empty when signed out).
  public var sessionUserID: String? { store?.value(\.sessionUserID) }

  /// A folder of this device's for ``storageDirectory``, removed with the device's storage.
  public var applicationSupport: URL { disk.folder.appendingPathComponent("Application Support", isDirectory: true) }

  /// Random, for a device with no server: no password is ever written down.
  private let fallbackPassword = UUID().uuidString

  /// Builds the app's services and root over this device's storage, as a launch does, and
  /// starts it (``AppDriver/start()``).
  public func launch() async throws -> AppDriver {
    let driver = try prepareLaunch()
    await driver.start()
    return driver
  }

  /// Builds the app's services and root over this device's storage, as a launch does, without
  /// starting it (a journey that watches a launch before it finishes starts it itself).
  func prepareLaunch() throws -> AppDriver {
    var values = [BuildConfiguration.configurationKey: configuration.rawValue]
    values.merge(apiValues) { _, new in new }
    values.merge(extraValues) { _, new in new }
    let storeAccount = storeAccount
    let store = try disk.open()
    self.store = store
    var environment = AppServicesEnvironment(
      values: values, appVersion: appVersion, buildNumber: "1", keyValueStore: store,
      secureStore: keychain, notificationCenter: notificationCenter,
      flagOverrides: flagOverrides, livePurchases: { MockPurchasesManager(account: storeAccount) },
      // The generated strings' language switch is process-wide and other suites read it.
      applyLanguage: { _ in }, notificationLanguages: { ["en"] }, storageDirectory: storageDirectory,
      // A fresh one per launch, as a process's SDK is; the journey reads it back.
      crashReporter: RecordingCrashReporter())
    environment.remoteNotifications = remoteNotifications
    environment.appleIDCredentials = appleIDs
    let driver = try AppDriver(services: AppServices(environment: environment), tracker: tracker)
    driver.appleIDs = appleIDs
    return driver
  }

  // MARK: - Journeys

  /// Runs `body` on a fresh device in `configuration`, with a DevServer configured by `server`
  /// at the API address, then asserts that nothing any launch tracked is still alive (and, for
  /// the mock build, that the server heard nothing from it).
  public static func journey(
    _ configuration: BuildConfiguration, server: DevServerConfiguration = DevServerConfiguration(),
    serverNow: @escaping @Sendable () -> Date = { Date() },
    _ body: (AppDevice) async throws -> Void
  ) async throws {
    let tracker = try await DevServerHarness.with(server, now: serverNow) { harness in
      let device = AppDevice(configuration: configuration, server: harness)
      try await body(device)
      let requests = harness.server.activity.records
      if configuration == .mock, !requests.isEmpty {
        Issue.record("the mock build sent \(requests.count) request(s): \(requests.map(\.path))")
      }
      return device.tracker
    }
    try await assertNoLeaks(tracker, settle: .seconds(10))
  }

  /// A development device whose API address answers nothing: a loopback port held bound but
  /// not listening for the whole journey, so connections are refused. (A port a server merely
  /// stopped on could be handed to a server another test starts meanwhile, and the app would
  /// sign in against that one.)
  public static func journeyWithServerDown(
    statusDeadlineSeconds: Int, _ body: (AppDevice) async throws -> Void
  ) async throws {
    let credentials = try await DevServerHarness.with { $0.credentials }
    let refusing = try RefusingPort()
    let values = [
      AppAPISettings.Key.baseURL.rawValue: refusing.baseURL.absoluteString,
      AppAPISettings.Key.basicUser.rawValue: credentials.basicUser,
      AppAPISettings.Key.basicPass.rawValue: credentials.basicPassword,
    ]
    let device = AppDevice(configuration: .development, server: nil, apiValues: values)
    device.extraValues[AppAPISettings.Key.statusDeadline.rawValue] = "\(statusDeadlineSeconds)"
    try await body(device)
    withExtendedLifetime(refusing) {}
    let tracker = device.tracker
    try await assertNoLeaks(tracker, settle: .seconds(10))
  }

  /// The API keys of `harness`'s server: what a development build reads from its xcconfig.
  static func apiValues(for harness: DevServerHarness) -> [String: String] {
    [
      AppAPISettings.Key.baseURL.rawValue: harness.server.baseURL.absoluteString,
      AppAPISettings.Key.basicUser.rawValue: harness.credentials.basicUser,
      AppAPISettings.Key.basicPass.rawValue: harness.credentials.basicPassword,
    ]
  }
}
