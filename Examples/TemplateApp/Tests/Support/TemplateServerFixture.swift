import DevServer
import Foundation
import Testing

#if os(macOS) || os(Linux)

  /// What the tests of `template-server` as a process share: credentials generated for the run
  /// and handed over through the environment, a database in a folder of its own, the launch,
  /// and signing the configured account in. One place, so the process suites start the server
  /// the same way.
  public struct TemplateServerFixture: Sendable {
    public let credentials = DevServerCredentials.random()
    public let folder: URL

    /// - Parameter name: names the temporary folder (`<name>-<uuid>`), so a leftover says whose.
    public init(name: String) {
      folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
    }

    /// The credentials as the server reads them from its environment.
    public var environment: [String: String] {
      [
        DevServerCredentials.Variable.basicUser.rawValue: credentials.basicUser,
        DevServerCredentials.Variable.basicPass.rawValue: credentials.basicPassword,
        DevServerCredentials.Variable.userEmail.rawValue: credentials.accounts[0].email,
        DevServerCredentials.Variable.userPass.rawValue: credentials.accounts[0].password,
      ]
    }

    public var databasePath: String { folder.appendingPathComponent("events.sqlite").path }

    /// Starts the server on this fixture's database with `arguments` added.
    public func launch(_ arguments: [String] = []) async throws -> TemplateServerProcess {
      try await TemplateServerProcess.launch(arguments: ["--db", databasePath] + arguments, environment: environment)
    }

    /// Signs the configured account in and returns its bearer header.
    public func signIn(_ client: HTTPTestClient) async throws -> [String: String] {
      let login = try await client.send(
        "POST", "/auth/login",
        json: ["email": credentials.accounts[0].email, "password": credentials.accounts[0].password])
      #expect(login.status == 200)
      return AuthorizationHeader.bearer(try login.decode(ServerSession.self).accessToken)
    }

    /// Removes the folder and the database in it.
    public func removeFolder() {
      try? FileManager.default.removeItem(at: folder)
    }
  }
#endif
