import AppDomain
import Foundation

/// The account checks of `auth/register`, kept out of the handler.
enum AccountRules {
  /// One `@`, a non-empty local part, a dotted domain; no spaces.
  static func isEmail(_ email: String) -> Bool {
    let parts = email.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, !email.contains(where: \.isWhitespace) else { return false }
    let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
    return labels.count >= 2 && labels.allSatisfy { !$0.isEmpty }
  }

  /// The account an e-mail names: trimmed and lower-cased, so `Ada@…` signs in as `ada@…`.
  static func accountKey(_ email: String) -> String {
    email.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
  }

  /// The account's id as the API gives it (`accountId`): opaque and stable, derived from the
  /// account's key, so the app never files anything under an e-mail as typed.
  static func accountID(_ key: String) -> String {
    "acct_" + SHA256.hex(Array(key.utf8)).prefix(24)
  }
}
