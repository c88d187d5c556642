import AppData
import AppDomain
import AppFixtures
import KeelCore
import KeelNetwork
import Logging

extension AppServices {
  /// Fills the login scope (seed 004's LoginSession): logger, network, flags, storage, the
  /// status service, analytics, the session and sign-in provider, purchases. The mock
  /// configuration registers no network: its answers come from fixtures in this process.
  static func registerLogin(
    in scope: ServiceScope, configuration: BuildConfiguration, settings: AppAPISettings, flags: FeatureFlags,
    environment: AppServicesEnvironment
  ) {
    let logger = Logger(label: "template")
    scope.register(.logger, instance: logger)
    scope.register(.flags, instance: flags)
    scope.register(.storage, instance: environment.keyValueStore)
    let networkLogger: any NetworkLogging = NetworkLogger(buildConfiguration: configuration)
    scope.register(.networkLogger, instance: networkLogger)
    let crashReporter = environment.crashReporter ?? LoggingCrashReporter()
    scope.register(.crashReporter, instance: crashReporter)
    registerLoginAnalytics(in: scope, configuration: configuration, crashReporter: crashReporter)
    scope.register(.purchases) {
      ManagerSelection.purchasesManager(for: configuration) {
        guard let live = environment.livePurchases else {
          logger.warning("no live purchases manager on this platform; buying from the mock store")
          return MockPurchasesManager()
        }
        return live()
      }
    }
    if configuration == .mock {
      registerMockLogin(in: scope)
    } else {
      registerLiveLogin(in: scope, configuration: configuration, settings: settings, environment: environment)
    }
  }

  private static func registerMockLogin(in scope: ServiceScope) {
    let launch = FixtureLaunchServices()
    scope.register(.status, instance: launch as any AppStatusServiceProtocol)
    scope.register(.launchAnalytics, instance: launch as any AnalyticsRepositoryProtocol)
    let session = FixtureSessionManager()
    scope.register(.session, instance: session as any SessionManaging)
    scope.register(.revoker, instance: NoSessionRevoker() as any SessionRevoking)
    scope.register(.sessionRepository, instance: FixtureSessionRepository() as any SessionRepositoryProtocol)
    scope.register(.signInProvider) {
      ManagerSelection.signInProvider(for: .mock) { MockSignInProvider() }
    }
    scope.register(.appleSignInProvider) {
      ManagerSelection.signInProvider(for: .mock) { MockSignInProvider() }
    }
  }

  private static func registerLiveLogin(
    in scope: ServiceScope, configuration: BuildConfiguration, settings: AppAPISettings,
    environment: AppServicesEnvironment
  ) {
    // Before the session is read: a reinstalled app must not restore the previous install's.
    clearSecretsOfAnEarlierInstall(environment: environment)
    let network = AppDataServices(
      settings: settings, secureStore: environment.secureStore,
      networkLogger: NetworkLogger(buildConfiguration: configuration),
      sessionConfiguration: environment.sessionConfiguration, protectedData: environment.protectedData)
    scope.register(.network, instance: network)
    scope.register(.status, instance: network.statusService as any AppStatusServiceProtocol)
    scope.register(.launchAnalytics, instance: network.analytics as any AnalyticsRepositoryProtocol)
    scope.register(.session, instance: network.session as any SessionManaging)
    scope.register(.revoker, instance: network.revoker as any SessionRevoking)
    scope.register(.sessionRepository, instance: network.sessions as any SessionRepositoryProtocol)
    let remoteConfig = RemoteConfigProvider(
      repository: network.remoteConfig, store: environment.keyValueStore, deadline: settings.statusDeadline)
    scope.register(.remoteConfig, instance: remoteConfig as any RemoteConfigProviding)
    scope.register(.signInProvider) {
      ManagerSelection.signInProvider(for: configuration) {
        EmailPasswordSignInProvider(repository: network.sessions, session: network.session)
      }
    }
    scope.register(.appleSignInProvider) {
      ManagerSelection.signInProvider(for: configuration) {
        AppleSignInProvider(repository: network.sessions, session: network.session)
      }
    }
  }
}
