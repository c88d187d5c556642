import Foundation

/// The credentials the server accepts: one pair for HTTP Basic on the status endpoints and
/// the accounts that may sign in. Never committed: they come from the environment, or are
/// generated at start (and logged, so a developer can use them).
public struct DevServerCredentials: Sendable, Equatable {
  public struct Account: Sendable, Equatable {
    public let email: String
    public let password: String
    public let displayName: String

    public init(email: String, password: String, displayName: String) {
      self.email = email
      self.password = password
      self.displayName = displayName
    }
  }

  public let basicUser: String
  public let basicPassword: String
  public let accounts: [Account]

  public init(basicUser: String, basicPassword: String, accounts: [Account]) {
    self.basicUser = basicUser
    self.basicPassword = basicPassword
    self.accounts = accounts
  }

  /// The environment variables read by ``fromEnvironment(_:)``.
  public enum Variable: String, CaseIterable, Sendable {
    case basicUser = "TEMPLATE_SERVER_BASIC_USER"
    case basicPass = "TEMPLATE_SERVER_BASIC_PASSWORD"
    case userEmail = "TEMPLATE_SERVER_USER_EMAIL"
    case userPass = "TEMPLATE_SERVER_USER_PASSWORD"
  }

  /// Reads the credentials from `environment`; each missing variable gets a random value,
  /// listed in `generated` so the caller logs it.
  public static func fromEnvironment(
    _ environment: [String: String]
  ) -> (
    credentials: DevServerCredentials, generated: [Variable]
  ) {
    var generated: [Variable] = []
    func value(_ variable: Variable, generate: () -> String) -> String {
      if let value = environment[variable.rawValue], !value.isEmpty { return value }
      generated.append(variable)
      return generate()
    }
    let basicUser = value(.basicUser) { "status-\(randomToken(bytes: 4))" }
    let basicPassword = value(.basicPass) { randomToken(bytes: 16) }
    let email = value(.userEmail) { "developer-\(randomToken(bytes: 4))@example.org" }
    let password = value(.userPass) { randomToken(bytes: 12) }
    let credentials = DevServerCredentials(
      basicUser: basicUser, basicPassword: basicPassword,
      accounts: [Account(email: email, password: password, displayName: "Developer")])
    return (credentials, generated)
  }

  /// Random credentials for tests and for a server started without environment variables.
  public static func random() -> DevServerCredentials {
    fromEnvironment([:]).credentials
  }
}

/// `bytes` random bytes as lowercase hex.
func randomToken(bytes: Int) -> String {
  var generator = SystemRandomNumberGenerator()
  return (0..<bytes).map { _ in String(format: "%02x", UInt8.random(in: .min ... .max, using: &generator)) }
    .joined()
}
