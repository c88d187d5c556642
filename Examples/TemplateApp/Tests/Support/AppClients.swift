import AppData
import AppDomain
import DevServer
import Foundation
import KeelNetwork

/// The app's own network stack (KeelNetwork's `APIClient` + AppData repositories) pointed at
/// an in-process development server.
extension DevServerHarness {
  /// A client with the server's Basic credentials (status endpoints, login, refresh).
  public func statusClient(retryPolicy: RetryPolicy = .default) -> APIClient {
    APIClient(
      configuration: APIConfiguration(
        baseURL: server.baseURL,
        credentials: APICredentials(
          basic: BasicCredentials(username: credentials.basicUser, password: credentials.basicPassword)),
        retryPolicy: retryPolicy))
  }

  /// A client without credentials.
  public func anonymousClient() -> APIClient {
    APIClient(configuration: APIConfiguration(baseURL: server.baseURL))
  }

  /// The status service of an app in `mode` at `appVersion`, talking to this server. The
  /// default deadline is long: most tests are about the answer, and on a loaded machine the
  /// app's own 5 s passed before it arrived. The remote web mode is on unless a test turns it
  /// off: these tests are about what the server's answers mean to an app that opted in.
  public func statusService(
    mode: AppMode, appVersion: String, deadline: Duration = .seconds(60), client: APIClient? = nil,
    webModeEnabled: Bool = true
  ) -> AppStatusService {
    let client = client ?? statusClient()
    return AppStatusService(
      objects: ObjectsRepository(client: client), statistics: StatisticsRepository(client: client), mode: mode,
      appVersion: appVersion, webModeEnabled: webModeEnabled, deadline: deadline)
  }

  /// Signs the account in through `SessionRepository` and returns a bearer client whose
  /// refresher renews through the same repository.
  public func signedInClient(
    now: @escaping @Sendable () -> Date = { Date() }
  ) async throws -> (
    client: APIClient, refresher: TokenRefresher
  ) {
    let sessions = SessionRepository(client: anonymousClient(), now: now)
    let tokens = try await sessions.signIn(email: account.email, password: account.password).tokens
    let refresher = sessions.refresher(tokens: tokens)
    let client = APIClient(configuration: APIConfiguration(baseURL: server.baseURL), tokenRefresher: refresher)
    return (client, refresher)
  }
}

extension DevServerHarness {
  /// The signed-in account's items through AppData's real repository, for feature tests that
  /// must not import AppData themselves (DESIGN: features never see AppData).
  public func signedInItemsRepository() async throws -> any ItemsRepositoryProtocol {
    ItemsRepository(client: try await signedInClient().client)
  }
}
