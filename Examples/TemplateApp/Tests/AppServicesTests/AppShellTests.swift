import AppData
import AppDomain
import AppFeature
import AppServices
import AppTestSupport
import Foundation
import KeelCore
import KeelNotifications
import KeelStorage
import KeelTesting
import Testing

/// The events the iOS app file forwards, as platform-neutral calls: the launch from the
/// bundle, scene phases (the foreground re-plans the notifications), time changes, opened URLs
/// and notification taps. Mock configuration with every gate off, so the tabs show at once.
@MainActor
@Suite("AppShell: the app file's events")
struct AppShellTests {
  /// A daily request the status rule (native mode: remove the daily notifications) must remove
  /// when it is re-applied.
  static let staleDaily = NotificationRequest(
    identifier: "\(LocalNotificationsConfiguration().identifierPrefix).daily.stale",
    content: NotificationContent(title: "Stale", body: "Planned before", sound: .default),
    trigger: .timeInterval(3_600, repeats: false))

  let center = InMemoryNotificationCenter(now: Date(), timeZone: TimeZone(identifier: "UTC")!)

  func makeShell(_ configuration: BuildConfiguration = .mock) throws -> AppShell {
    let flags: [FeatureFlag: Bool] = [.onboarding: false, .signIn: false, .paywall: false]
    let environment = TestEnvironments.environment(
      TestEnvironments.values(configuration), flagOverrides: flags, notificationCenter: center)
    return try AppShell.launch(environment: environment).get()
  }

  func hasStaleDaily() async -> Bool {
    await center.pendingRequestIdentifiers().contains(Self.staleDaily.identifier)
  }

  /// The app delegate's `applicationProtectedDataDidBecomeAvailable(_:)` and every return to the
  /// foreground (the phone is unlocked then) tell the session restore waiting on a locked Keychain.
  @Test func protectedDataAndBecomingActiveTellTheWaitingRestore() async throws {
    let environment = TestEnvironments.environment(
      TestEnvironments.values(.mock), flagOverrides: [.onboarding: false, .signIn: false, .paywall: false],
      notificationCenter: center)
    let availability = environment.protectedData
    let shell = try AppShell.launch(environment: environment).get()
    let beforeUnlock = availability.mark
    shell.protectedDataDidBecomeAvailable()
    #expect(availability.mark != beforeUnlock)
    let beforeActive = availability.mark
    await shell.scenePhaseChanged(to: .active)
    #expect(availability.mark != beforeActive)
  }

  @Test func aProductionBuildWithoutItsKeysDoesNotStartAndNamesTheKey() {
    let environment = TestEnvironments.environment(TestEnvironments.values(.production))
    guard case .failure(let error) = AppShell.launch(environment: environment) else {
      Issue.record("a production build without API keys started")
      return
    }
    #expect(error.message.contains(AppAPISettings.Key.baseURL.rawValue))
  }

  @Test func theBundleLaunchKeepsPreferencesInTheNamedSuite() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shell-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let bundle = AppBundleConfiguration(info: [
      BuildConfiguration.configurationKey: "mock", "CFBundleShortVersionString": "2.3.0", "CFBundleVersion": "41",
    ])
    let shell = try AppShell.launch(
      bundle: bundle, defaultsSuiteName: folder.appendingPathComponent("defaults").path, storageDirectory: folder,
      secureStore: InMemorySecureStore(), notificationCenter: center, livePurchases: nil
    ).get()
    #expect(shell.services.configuration == .mock)
    #expect(shell.services.settingsViewModel().appInfo.version == "2.3.0")
  }

  @Test func theForegroundAfterTheBackgroundReplansButTheLaunchActivationDoesNot() async throws {
    let shell = try makeShell()
    await shell.start()
    try await center.add(Self.staleDaily)

    await shell.scenePhaseChanged(to: .inactive)
    await shell.scenePhaseChanged(to: .active)
    #expect(await hasStaleDaily(), "the launch's own activation re-planned")

    await shell.scenePhaseChanged(to: .inactive)
    await shell.scenePhaseChanged(to: .background)
    #expect(await hasStaleDaily(), "going to the background re-planned")
    await shell.scenePhaseChanged(to: .inactive)
    await shell.scenePhaseChanged(to: .active)
    #expect(await !hasStaleDaily())
  }

  @Test func aSignificantTimeChangeReplans() async throws {
    let shell = try makeShell()
    await shell.start()
    try await center.add(Self.staleDaily)
    await shell.significantTimeChanged()
    #expect(await !hasStaleDaily())
  }

  @Test func theBackgroundSavesTheTabsNavigationForTheNextLaunch() async throws {
    let store = KeyValueStore(backend: InMemoryKeyValueBackend())
    let flags: [FeatureFlag: Bool] = [.onboarding: false, .signIn: false, .paywall: false]
    let environment = TestEnvironments.environment(TestEnvironments.values(.mock), store: store, flagOverrides: flags)
    let shell = try AppShell.launch(environment: environment).get()
    await shell.start()
    shell.open(try #require(URL(string: "keeltemplate://tab/settings")))
    try await waitForCondition { shell.coordinator.sessionCoordinator?.selectedTab == .settings }
    await shell.scenePhaseChanged(to: .background)

    let relaunched = try AppShell.launch(environment: environment).get()
    await relaunched.start()
    #expect(relaunched.coordinator.sessionCoordinator?.selectedTab == .settings)
  }

  // keel:sample begin
  @Test func anOpenedURLIsADeepLinkAndAMalformedOneIsIgnored() async throws {
    let shell = try makeShell()
    await shell.start()
    shell.open(try #require(URL(string: "keeltemplate://tab/nowhere")))
    shell.open(try #require(URL(string: "keeltemplate://tab/favorites?utm_source=mail")))
    try await waitForCondition { shell.coordinator.sessionCoordinator?.selectedTab == .favorites }
  }
  // keel:sample end

  // keel:sample begin
  @Test func aTappedNotificationWithALinkOpensItAndADailyReminderOnlyOpensTheApp() async throws {
    let shell = try makeShell()
    await shell.start()
    let link = NotificationTap(
      requestIdentifier: "promo", actionIdentifier: NotificationTap.defaultActionIdentifier,
      userInfo: [NotificationTap.deepLinkKey: "keeltemplate://tab/settings"])
    #expect(shell.notificationTapped(link) == .deepLink("keeltemplate://tab/settings"))
    try await waitForCondition { shell.coordinator.sessionCoordinator?.selectedTab == .settings }

    let daily = NotificationTap(
      requestIdentifier: Self.staleDaily.identifier, actionIdentifier: NotificationTap.defaultActionIdentifier,
      userInfo: [:])
    #expect(shell.notificationTapped(daily) == .openApp)
    let dismissed = NotificationTap(
      requestIdentifier: "promo", actionIdentifier: NotificationTap.dismissActionIdentifier,
      userInfo: [NotificationTap.deepLinkKey: "keeltemplate://tab/items"])
    #expect(shell.notificationTapped(dismissed) == .ignored)
    #expect(shell.coordinator.sessionCoordinator?.selectedTab == .settings)
  }
  // keel:sample end

  /// The app delegate's push callbacks: the token becomes hex for the registration (a mock
  /// build has no server account, so it is kept, not sent); a failure is only logged.
  @Test func thePushTokenFromTheAppDelegateReachesTheRegistration() async throws {
    let shell = try makeShell()
    await shell.start()
    shell.registeredForRemoteNotifications(deviceToken: Data([0x01, 0xAB, 0xFF]))
    #expect(shell.services.deviceTokens.token?.hex == "01abff")
    await shell.services.deviceTokens.settle()
    #expect(shell.services.deviceTokens.registered == nil, "the mock build sends nothing")
    shell.failedToRegisterForRemoteNotifications(URLError(.notConnectedToInternet))
    #expect(shell.services.deviceTokens.token?.hex == "01abff", "a later failure keeps the token")
  }

  @Test func theShellAndItsRootAreReleasedWithTheApp() async throws {
    let tracker = LeakTracker()
    var shell: AppShell? = try makeShell()
    await shell?.start()
    tracker.track(try #require(shell), label: "shell")
    tracker.track(try #require(shell?.coordinator), label: "root coordinator")
    tracker.track(try #require(shell?.services), label: "services")
    shell = nil
    try await assertNoLeaks(tracker)
  }
}
