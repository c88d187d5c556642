import DevServer
import Foundation
import KeelTesting
import Logging

/// A development server running in this process on an ephemeral 127.0.0.1 port, with fresh
/// random credentials, a database in a temporary folder, and a captured log.
public final class DevServerHarness: Sendable {
  public let server: DevServer
  public let credentials: DevServerCredentials
  public let log: LogCapture
  public let folder: URL
  public let client: HTTPTestClient

  private init(server: DevServer, credentials: DevServerCredentials, log: LogCapture, folder: URL) {
    self.server = server
    self.credentials = credentials
    self.log = log
    self.folder = folder
    client = HTTPTestClient(baseURL: server.baseURL)
  }

  /// Runs `body` with a started server and stops it (and removes its folder) afterwards.
  /// `body` runs on the caller's actor, so `@MainActor` tests can drive view models in it.
  public static func with<Result>(
    _ configuration: DevServerConfiguration = DevServerConfiguration(),
    now: @escaping @Sendable () -> Date = { Date() },
    isolation: isolated (any Actor)? = #isolation,
    _ body: (DevServerHarness) async throws -> Result
  ) async throws -> Result {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dev-server-\(UUID().uuidString)")
    let credentials = DevServerCredentials.random()
    let log = LogCapture()
    let database = try DevServerDatabase(path: folder.appendingPathComponent("server.sqlite").path)
    let server = try await DevServer.start(
      configuration: configuration, credentials: credentials, database: database,
      logger: log.logger("DevServer", level: .info), now: now)
    let harness = DevServerHarness(server: server, credentials: credentials, log: log, folder: folder)
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
      let result = try await body(harness)
      await server.stop()
      return result
    } catch {
      await server.stop()
      throw error
    }
  }

  /// The Basic header of the status endpoints.
  public var basic: [String: String] {
    AuthorizationHeader.basic(user: credentials.basicUser, password: credentials.basicPassword)
  }

  public var account: DevServerCredentials.Account { credentials.accounts[0] }

  /// Signs the account in and returns its session body (`accessToken`, `refreshToken`, `expiresIn`).
  public func signIn() async throws -> ServerSession {
    let response = try await client.send(
      "POST", "/auth/login", json: ["email": account.email, "password": account.password])
    guard response.status == 200 else { throw HarnessError.signInFailed(response.status, response.text) }
    return try response.decode(ServerSession.self)
  }
}

/// The body of `login` and `refresh` as tests read it.
public struct ServerSession: Decodable, Sendable {
  public let accessToken: String
  public let refreshToken: String
  public let expiresIn: Double
}

public enum HarnessError: Error {
  case signInFailed(Int, String)
  case serverDidNotStart(String)
  case executableNotFound(String)
}
