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
      $0.access[issued.accessToken] = Grant(email: email, expires: time.addingTimeInterval(accessLifetime))
      $0.refresh[issued.refreshToken] = Grant(email: email, expires: time.addingTimeInterval(refreshLifetime))
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
}
