import Foundation
import KeelCore

/// Accounts made through `auth/register`, kept in memory like the tokens (a restarted server
/// forgets them). The configured accounts (``DevServerCredentials``) are not here and cannot be
/// registered again.
final class RegisteredAccounts: Sendable {
  private let passwords = Locked<[String: String]>([:])

  /// Adds the account; false when the email is already registered.
  func add(email: String, password: String) -> Bool {
    passwords.withLock { passwords in
      guard passwords[email] == nil else { return false }
      passwords[email] = password
      return true
    }
  }

  /// The registered emails, sorted (passwords stay here).
  var emails: [String] { passwords.withLock { $0.keys.sorted() } }

  func contains(email: String) -> Bool { passwords.withLock { $0[email] != nil } }

  func matches(email: String, password: String) -> Bool { passwords.withLock { $0[email] == password } }
}
