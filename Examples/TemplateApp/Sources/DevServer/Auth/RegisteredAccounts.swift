import Foundation
import KeelCore

/// Accounts made through `auth/register`, and the accounts deleted through `DELETE /me`, kept
/// in memory like the tokens (a restarted server forgets them). The configured accounts
/// (``DevServerCredentials``) are not here and cannot be registered again; deleting one only
/// stops it signing in until the server restarts.
final class RegisteredAccounts: Sendable {
  private let passwords = Locked<[String: String]>([:])
  private let deleted = Locked<Set<String>>([])

  /// Forgets the account and refuses its sign-ins from now on.
  func delete(email: String) {
    passwords.withLock { $0[email] = nil }
    deleted.withLock { _ = $0.insert(email) }
  }

  func isDeleted(email: String) -> Bool { deleted.withLock { $0.contains(email) } }

  /// Adds the account; false when the email is already registered.
  func add(email: String, password: String) -> Bool {
    passwords.withLock { passwords in
      guard passwords[email] == nil else { return false }
      passwords[email] = password
      deleted.withLock { _ = $0.remove(email) }
      return true
    }
  }

  /// The registered emails, sorted (passwords stay here).
  var emails: [String] { passwords.withLock { $0.keys.sorted() } }

  func contains(email: String) -> Bool { passwords.withLock { $0[email] != nil } }

  func matches(email: String, password: String) -> Bool { passwords.withLock { $0[email] == password } }
}
