import Foundation
import KeelCore

/// The accounts that signed in with Apple, with the last authorization code each sign-in sent
/// (`POST /auth/apple`), and the Apple tokens revoked when such an account was deleted. A
/// production server redeems the code at Apple (`/auth/token`) for a refresh token and, at
/// deletion, revokes it (`/auth/revoke`), as Apple requires of apps offering Sign in with Apple
/// since 2022-06-30 (https://developer.apple.com/news/?id=12m75xbj); the development server
/// talks to no Apple server and records what it would have sent instead. In memory, like the
/// tokens.
public final class AppleAccounts: Sendable {
  /// A revocation the server would have asked Apple for: whose token, with which code.
  public struct Revocation: Sendable, Hashable {
    /// The account's key on this server (its e-mail, or `apple:<sub>` without one).
    public var account: String
    public var authorizationCode: String

    public init(account: String, authorizationCode: String) {
      self.account = account
      self.authorizationCode = authorizationCode
    }
  }

  private struct State {
    var codes: [String: String] = [:]
    var accounts: Set<String> = []
    var revocations: [Revocation] = []
  }

  private let state = Locked(State())

  init() {}

  /// `account` signed in with Apple, sending `authorizationCode` (kept, the latest wins).
  func signedIn(_ account: String, authorizationCode: String?) {
    state.withLock { state in
      state.accounts.insert(account)
      if let authorizationCode, !authorizationCode.isEmpty { state.codes[account] = authorizationCode }
    }
  }

  /// Whether `account` signed in with Apple here (and so is deleted with Apple's code).
  public func isAppleAccount(_ account: String) -> Bool { state.withLock { $0.accounts.contains(account) } }

  /// The last authorization code `account`'s sign-in with Apple sent.
  public func authorizationCode(of account: String) -> String? { state.withLock { $0.codes[account] } }

  /// `account` was deleted with a fresh `authorizationCode`: its Apple token is revoked (recorded)
  /// and the account forgotten.
  func revoke(_ account: String, authorizationCode: String) {
    state.withLock { state in
      state.revocations.append(Revocation(account: account, authorizationCode: authorizationCode))
      state.accounts.remove(account)
      state.codes[account] = nil
    }
  }

  /// Every Apple token revoked so far, in order.
  public var revocations: [Revocation] { state.withLock { $0.revocations } }
}
