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
}
