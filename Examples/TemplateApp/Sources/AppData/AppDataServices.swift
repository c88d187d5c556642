import AppDomain
import Foundation
import KeelNetwork
import KeelStorage
import Logging

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The login scope's data layer, built from the build's settings (seed 000's `ServiceFactory`):
/// one client with the status credentials, the status service, the launch analytics call, the
/// session repository, the token store and the refresher that restores and renews the session.
///
/// The bearer client and the repositories that use it are not here: they belong to the
/// signed-in scope (seed 004), so ``signedIn()`` builds a fresh set per session and the
/// composition root drops it at sign-out. Nothing here holds them.
public struct AppDataServices: Sendable {
  public let settings: AppAPISettings
  public let statusService: AppStatusService
  public let analytics: AnalyticsRepository
  public let sessions: SessionRepository
  public let tokenStore: SessionTokenStore
  /// Starts with the session restored from the secure store, if any.
  public let refresher: TokenRefresher
  /// The session (sign-in start, restore at launch, sign-out) over ``refresher`` and ``tokenStore``.
  public let session: SessionService
  /// Revokes the stored refresh token at sign-out.
  public let revoker: SessionRevoker
  /// `GET /config` over the status client.
  public let remoteConfig: RemoteConfigRepository
  private let networkLogger: any NetworkLogging
  private let sessionConfiguration: @Sendable () -> URLSessionConfiguration

  /// - Parameters:
  ///   - networkLogger: what every client built here logs through (the composition root
  ///     enables it in development and silences it in production).
  ///   - sessionConfiguration: the `URLSession` configuration of every client built here
  ///     (tests put a recording `URLProtocol` in it to see what goes on the wire).
  ///   - protectedData: when the device's protected data becomes available (a Keychain locked at
  ///     launch is read again then).
  public init(
    settings: AppAPISettings, secureStore: any SecureStore, logger: Logger = Logger(label: "template.data"),
    networkLogger: any NetworkLogging = NetworkLogger(),
    sessionConfiguration: @escaping @Sendable () -> URLSessionConfiguration = { .ephemeral },
    protectedData: ProtectedDataAvailability = ProtectedDataAvailability()
  ) {
    self.settings = settings
    self.networkLogger = networkLogger
    self.sessionConfiguration = sessionConfiguration
    let statusClient = APIClient(
      configuration: settings.apiConfiguration, logger: networkLogger, sessionConfiguration: sessionConfiguration())
    statusService = AppStatusService(
      objects: ObjectsRepository(client: statusClient), statistics: StatisticsRepository(client: statusClient),
      mode: settings.appMode, appVersion: settings.appVersion, webModeEnabled: settings.webModeEnabled,
      deadline: settings.statusDeadline, logger: logger)
    analytics = AnalyticsRepository(
      client: statusClient, appVersion: settings.appVersion, appMode: settings.appMode, logger: logger)
    sessions = SessionRepository(client: statusClient)
    remoteConfig = RemoteConfigRepository(client: statusClient)
    let tokenStore = SessionTokenStore(store: secureStore, logger: logger)
    self.tokenStore = tokenStore
    refresher = sessions.refresher(tokens: tokenStore.load(), onTokensChange: { tokenStore.record($0) })
    session = SessionService(
      refresher: refresher, tokenStore: tokenStore, protectedData: protectedData, logger: logger)
    revoker = SessionRevoker(sessions: sessions, tokenStore: tokenStore)
  }

  /// A new bearer client over ``refresher`` and the repositories that use it, for one
  /// signed-in scope.
  public func signedIn() -> SignedInDataServices {
    SignedInDataServices(
      client: APIClient(
        configuration: settings.apiConfiguration, tokenRefresher: refresher, logger: networkLogger,
        sessionConfiguration: sessionConfiguration()))
  }

  /// Signs in, stores the session and hands it to the refresher.
  public func signIn(email: String, password: String) async throws(RepositoryError) -> SessionTokens {
    let tokens = try await sessions.signIn(email: email, password: password).tokens
    await refresher.signIn(with: AuthTokens(tokens))
    return tokens
  }
}

/// The signed-in scope's data layer: the bearer client and the repositories over it. One per
/// session; released with its scope.
public struct SignedInDataServices: Sendable {
  public let client: APIClient
  public let items: ItemsRepository
  public let profile: ProfileRepository
  public let account: AccountRepository
  /// The user's push devices (the device token is posted and deleted through it).
  public let devices: DeviceRepository

  public init(client: APIClient) {
    self.client = client
    items = ItemsRepository(client: client)
    profile = ProfileRepository(client: client)
    account = AccountRepository(client: client)
    devices = DeviceRepository(client: client)
  }
}
