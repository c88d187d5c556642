import AppData
import AppDomain
import AppFeature
import AppFixtures
import AppServices
import AppTestSupport
import Foundation
import KeelCore
import KeelNetwork
import KeelStorage
import KeelTesting
import Testing

/// Each build configuration builds its own graph from configuration values (seed 002).
@MainActor
@Suite("AppServices: build configurations")
struct AppServicesTests {
  @Test func mockBuildsFromNoKeysWithMockManagersAndNoNetwork() throws {
    let services = try AppServices(environment: TestEnvironments.environment(TestEnvironments.values(.mock)))
    #expect(services.configuration == .mock)
    let login = services.scopes.login
    #expect(!login.contains(.network))
    #expect(try login.resolve(.signInProvider) is MockSignInProvider)
    #expect(try login.resolve(.purchases) is MockPurchasesManager)
    #expect(try login.resolve(.session) is FixtureSessionManager)
    #expect(services.scopes.signedIn == nil)
  }

  @Test func developmentTalksToTheConfiguredServerWithNetworkLoggingOn() throws {
    let values = TestEnvironments.values(.development, extra: TestEnvironments.unreachableAPIValues)
    let services = try AppServices(environment: TestEnvironments.environment(values))
    #expect(services.settings.baseURL == URL(string: "https://api.invalid"))
    let login = services.scopes.login
    #expect(try login.resolve(.network).settings.baseURL == URL(string: "https://api.invalid"))
    #expect(try login.resolve(.signInProvider) is EmailPasswordSignInProvider)
    let logger = try #require(try login.resolve(.networkLogger) as? NetworkLogger)
    #expect(logger.isEnabled)
  }

  @Test func productionTurnsNetworkLoggingOff() throws {
    let values = TestEnvironments.values(.production, extra: TestEnvironments.unreachableAPIValues)
    let services = try AppServices(environment: TestEnvironments.environment(values))
    let logger = try #require(try services.scopes.login.resolve(.networkLogger) as? NetworkLogger)
    #expect(!logger.isEnabled)
  }

  @Test(arguments: [AppAPISettings.Key.baseURL, .basicUser, .basicPass])
  func productionWithAMissingKeyFailsAtStartUpNamingIt(_ key: AppAPISettings.Key) {
    var values = TestEnvironments.values(.production, extra: TestEnvironments.unreachableAPIValues)
    values[key.rawValue] = nil
    let environment = TestEnvironments.environment(values)
    #expect(throws: ConfigurationError.missing(key: key.rawValue)) { try AppServices(environment: environment) }
  }

  @Test func aMissingBuildConfigurationFailsNamingItsKey() {
    let environment = TestEnvironments.environment([:])
    #expect(throws: ConfigurationError.missing(key: BuildConfiguration.configurationKey)) {
      try AppServices(environment: environment)
    }
  }

  @Test func flagsComeFromConfigurationAndCodeOverridesWin() throws {
    let values = TestEnvironments.values(.mock, extra: ["FEATURE_PAYWALL": "false", "FEATURE_ONBOARDING": "false"])
    let services = try AppServices(
      environment: TestEnvironments.environment(values, flagOverrides: [.onboarding: true, .statusCheck: false]))
    #expect(!services.flags.isEnabled(.paywall))
    #expect(services.flags.isEnabled(.onboarding))
    #expect(!services.flags.isEnabled(.statusCheck))
    #expect(services.flags.isEnabled(.signIn))
    #expect(services.session.flags == services.flags)
    #expect(try services.scopes.login.resolve(.flags) == services.flags)
  }

  @Test func theStoredLanguageIsAppliedWhenTheServicesAreBuilt() throws {
    let store = KeyValueStore(backend: InMemoryKeyValueBackend())
    store.set(LanguageChoice.german, \.languageChoice)
    let languages = AppliedLanguageCodes()
    _ = try AppServices(
      environment: TestEnvironments.environment(TestEnvironments.values(.mock), store: store, languages: languages))
    #expect(languages.all == ["de"])
  }

  /// The transaction listener starts with the process (a background launch has no scene to
  /// start it from), once, and the launch needs no scene either.
  @Test func thePurchasesManagerStartsWhenTheServicesAreBuilt() async throws {
    let services = try AppServices(environment: TestEnvironments.environment(TestEnvironments.values(.mock)))
    let purchases = try #require(try services.scopes.login.resolve(.purchases) as? MockPurchasesManager)
    try await waitForCondition(timeout: .seconds(30)) { purchases.starts == 1 }
    await services.launch()
    #expect(purchases.starts == 1)
    #expect(services.session.rootState == .onboarding)
  }

  @Test func livePurchasesAreUsedOutsideTheMockConfiguration() throws {
    let purchases = MockPurchasesManager()
    let values = TestEnvironments.values(.development, extra: TestEnvironments.unreachableAPIValues)
    let services = try AppServices(environment: TestEnvironments.environment(values, livePurchases: { purchases }))
    #expect(try services.scopes.login.resolve(.purchases) as? MockPurchasesManager === purchases)
  }

  /// With the platform's scheduler the background refresh exists and registers its task with it;
  /// without one (Linux, previews) there is none.
  @Test func theBackgroundRefreshComesWithTheSchedulerOnly() async throws {
    let tracker = LeakTracker()
    var environment = TestEnvironments.environment(TestEnvironments.values(.mock))
    #expect(try AppServices(environment: environment).backgroundRefresh == nil)

    let scheduler = ManualBackgroundScheduler(permitted: [BackgroundRefresh.taskIdentifier])
    environment.backgroundTasks = scheduler
    do {
      let services = try AppServices(environment: environment)
      let refresh = try #require(services.backgroundRefresh)
      tracker.track(services, label: "services")
      tracker.track(refresh, label: "background refresh")
      refresh.register()
      #expect(scheduler.isRegistered(BackgroundRefresh.taskIdentifier))
      // The mock status is native: a run re-plans (removing any daily notifications) and succeeds.
      #expect(await scheduler.fire(BackgroundRefresh.taskIdentifier) == true)
      #expect(scheduler.requests.count == 1)
    }
    // The scheduler keeps the registered handler for the process's life, as BGTaskScheduler
    // does: it must not keep the services (or the refresh) alive.
    try await assertNoLeaks(tracker)
  }

  /// The app lock: off by default, refused without device authentication, on with it (the lock
  /// then starts locked at the next launch and the device's prompt unlocks it).
  @Test func theAppLockFollowsItsSettingAndTheDevice() async throws {
    let tracker = LeakTracker()
    let store = KeyValueStore(backend: InMemoryKeyValueBackend())
    var environment = TestEnvironments.environment(TestEnvironments.values(.mock), store: store)
    do {
      let withoutDevice = try AppServices(environment: environment)
      tracker.track(withoutDevice, label: "services without device authentication")
      #expect(withoutDevice.appLock.state == .unlocked)
      #expect(throws: AppLockSettingsError.deviceCannotAuthenticate) {
        try withoutDevice.appLockSettings.setEnabled(true)
      }
    }

    let authenticator = ScriptedDeviceAuthenticator(available: .faceID)
    environment.deviceAuthentication = authenticator
    do {
      let first = try AppServices(environment: environment)
      tracker.track(first, label: "services turning the lock on")
      try first.appLockSettings.setEnabled(true)
      let relaunched = try AppServices(environment: environment)
      tracker.track(relaunched, label: "relaunched services")
      tracker.track(relaunched.appLock, label: "app lock")
      #expect(relaunched.appLock.state == .locked)
      await relaunched.appLock.sceneDidBecomeActive()
      #expect(relaunched.appLock.state == .unlocked)
      #expect(authenticator.prompts.count == 1)
    }
    try await assertNoLeaks(tracker)
  }
}
