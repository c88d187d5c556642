import Foundation
import KeelCore

/// Access and refresh tokens issued by `login` and `refresh`, kept in memory (a restarted
/// server signs everyone out, as a real one that rotated its keys would). Refresh tokens are
/// single-use: refreshing rotates both tokens.
final class TokenStore: Sendable {
  struct Issued: Sendable, Equatable {
    let accessToken: String
    let refreshToken: String
    let expiresIn: Double
  }

  enum Validation: Equatable {
    case valid(email: String)
    case expired
    case unknown
  }

  private struct Grant {
    let email: String
    let expires: Date
    /// The other token issued with this one (a refresh token's access token and back), so a
    /// sign-out revokes the pair.
    var partner: String = ""
  }

  private struct State {
    var access: [String: Grant] = [:]
    var refresh: [String: Grant] = [:]
  }

  private let state = Locked(State())
  private let now: @Sendable () -> Date

  init(now: @escaping @Sendable () -> Date) {
    self.now = now
  }

  func issue(for email: String, accessLifetime: Double, refreshLifetime: Double) -> Issued {
    let issued = Issued(
      accessToken: randomToken(bytes: 24), refreshToken: randomToken(bytes: 24), expiresIn: accessLifetime)
    let time = now()
    state.withLock {
      $0.access[issued.accessToken] = Grant(
        email: email, expires: time.addingTimeInterval(accessLifetime), partner: issued.refreshToken)
      $0.refresh[issued.refreshToken] = Grant(
        email: email, expires: time.addingTimeInterval(refreshLifetime), partner: issued.accessToken)
    }
    return issued
  }

  func validateAccess(_ token: String) -> Validation {
    let time = now()
    return state.withLock {
      guard let grant = $0.access[token] else { return .unknown }
      return grant.expires > time ? .valid(email: grant.email) : .expired
    }
  }

  /// Consumes `refreshToken` and returns the email it was issued for, or the reason it cannot
  /// be used.
  func redeemRefresh(_ refreshToken: String) -> Validation {
    let time = now()
    return state.withLock {
      guard let grant = $0.refresh.removeValue(forKey: refreshToken) else { return .unknown }
      return grant.expires > time ? .valid(email: grant.email) : .expired
    }
  }

  /// Revokes `refreshToken` and the access token issued with it (sign-out). An unknown token
  /// was already revoked, used or never issued: nothing changes, and false says so.
  @discardableResult
  func revoke(refreshToken: String) -> Bool {
    state.withLock {
      guard let grant = $0.refresh.removeValue(forKey: refreshToken) else { return false }
      $0.access[grant.partner] = nil
      return true
    }
  }

  /// Revokes every token issued for `email` (the account was deleted).
  func revokeAll(for email: String) {
    state.withLock {
      $0.access = $0.access.filter { $0.value.email != email }
      $0.refresh = $0.refresh.filter { $0.value.email != email }
    }
  }
}
