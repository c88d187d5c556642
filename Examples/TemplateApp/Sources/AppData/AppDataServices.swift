import AppDomain
import Foundation
import KeelNetwork
import KeelStorage
import Logging

/// Builds the data layer from the build's settings (seed 000's `ServiceFactory`): one client
/// with the status credentials, one bearer client whose refresher renews through
/// ``SessionRepository`` and keeps ``SessionTokenStore`` in step, and the repositories and
/// status service on top. The composition root (`AppServices`) owns one.
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
  public let items: ItemsRepository
  public let profile: ProfileRepository

  public init(
    settings: AppAPISettings, secureStore: any SecureStore, logger: Logger = Logger(label: "template.data")
  ) {
    self.settings = settings
    let configuration = settings.apiConfiguration
    let statusClient = APIClient(configuration: configuration)
    statusService = AppStatusService(
      objects: ObjectsRepository(client: statusClient), statistics: StatisticsRepository(client: statusClient),
      mode: settings.appMode, appVersion: settings.appVersion, deadline: settings.statusDeadline, logger: logger)
    analytics = AnalyticsRepository(
      client: statusClient, appVersion: settings.appVersion, appMode: settings.appMode, logger: logger)
    sessions = SessionRepository(client: statusClient)
    let tokenStore = SessionTokenStore(store: secureStore, logger: logger)
    self.tokenStore = tokenStore
    refresher = sessions.refresher(tokens: tokenStore.load(), onTokensChange: { tokenStore.record($0) })
    session = SessionService(refresher: refresher, tokenStore: tokenStore, logger: logger)
    let signedInClient = APIClient(configuration: configuration, tokenRefresher: refresher)
    items = ItemsRepository(client: signedInClient)
    profile = ProfileRepository(client: signedInClient)
  }

  /// Signs in, stores the session and hands it to the refresher.
  public func signIn(email: String, password: String) async throws(RepositoryError) -> SessionTokens {
    let tokens = try await sessions.signIn(email: email, password: password)
    await refresher.signIn(with: AuthTokens(tokens))
    return tokens
  }
}
