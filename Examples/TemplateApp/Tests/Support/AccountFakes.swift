import AppDomain
import Foundation
import KeelCore

/// An in-memory `AccountRepositoryProtocol`: records every deletion's password (or Apple
/// authorization code) and fails on demand (the DevServer is used where the wire matters).
public final class FakeAccountRepository: AccountRepositoryProtocol, Sendable {
  private let state = Locked<(passwords: [String], appleCodes: [String], failure: RepositoryError?)>(([], [], nil))

  public init() {}

  /// Every password a deletion was sent with, in order.
  public var passwords: [String] { state.withLock { $0.passwords } }

  /// Every Apple authorization code a deletion was sent with, in order.
  public var appleAuthorizationCodes: [String] { state.withLock { $0.appleCodes } }

  /// Makes deletions fail with `error` until set back to nil.
  public func fail(with error: RepositoryError?) { state.withLock { $0.failure = error } }

  public func deleteAccount(password: String) async throws(RepositoryError) {
    let failure = state.withLock { state in
      state.passwords.append(password)
      return state.failure
    }
    if let failure { throw failure }
  }

  public func deleteAccount(appleAuthorizationCode: String) async throws(RepositoryError) {
    let failure = state.withLock { state in
      state.appleCodes.append(appleAuthorizationCode)
      return state.failure
    }
    if let failure { throw failure }
  }
}

/// Records which users' local data was erased.
public final class RecordingLocalAccountData: LocalAccountData, Sendable {
  private let erased = Locked<[String]>([])

  public init() {}

  public var erasedUserIDs: [String] { erased.withLock { $0 } }

  public func erase(userID: String) async { erased.withLock { $0.append(userID) } }
}

/// A `SessionRevoking` that records each call and fails on demand.
public final class FakeSessionRevoker: SessionRevoking, Sendable {
  private let state = Locked<(calls: Int, failure: RepositoryError?)>((0, nil))

  public init(failure: RepositoryError? = nil) {
    state.withLock { $0.failure = failure }
  }

  public var calls: Int { state.withLock { $0.calls } }

  public func revokeSession() async throws(RepositoryError) {
    let failure = state.withLock { state in
      state.calls += 1
      return state.failure
    }
    if let failure { throw failure }
  }
}

/// An in-memory `ItemsListCache` (the disk-backed one is tested over real files).
public final class InMemoryItemsListCache: ItemsListCache, Sendable {
  private let stored: Locked<CachedItems?>

  public init(_ cached: CachedItems? = nil) {
    stored = Locked(cached)
  }

  public var cached: CachedItems? { stored.withLock { $0 } }

  public func load() -> CachedItems? { cached }
  public func save(_ cached: CachedItems) { stored.withLock { $0 = cached } }
  public func remove() { stored.withLock { $0 = nil } }
}
