import AppDomain
import Foundation
import KeelNetwork
import KeelStorage
import Logging

/// Keeps the session's tokens in the secure store (Keychain on Apple platforms), so the
/// session is restored at launch (DESIGN: signing in). Stored tokens that cannot be decoded are
/// removed and logged, and the app starts signed out; a store that cannot be read (the Keychain
/// before the first unlock) keeps them.
public struct SessionTokenStore: Sendable {
  public static let key = "template.session"

  private let store: any SecureStore
  private let logger: Logger

  public init(store: any SecureStore, logger: Logger = Logger(label: "template.session")) {
    self.store = store
    self.logger = logger
  }

  /// The stored tokens; nil when there are none, or when what is stored cannot be decoded or the
  /// store calls it corrupt (then it is removed, logged: no later launch can read it either).
  /// Any other failure to read the store is thrown and the tokens stay: a Keychain locked until
  /// the first unlock (``SecureStoreError/unavailable(operation:detail:)``) holds a session that
  /// is still good.
  public func read() throws(SecureStoreError) -> SessionTokens? {
    let stored: Data?
    do {
      stored = try store.data(forKey: Self.key)
    } catch .corrupt(let location, let detail) {
      // The store says itself that it cannot give it back: no later launch can either.
      logger.warning("the stored session is corrupt (\(location): \(detail)); removing it and starting signed out")
      remove()
      return nil
    }
    guard let data = stored else { return nil }
    do {
      return try JSONDecoder().decode(SessionTokens.self, from: data)
    } catch {
      logger.warning("the stored session cannot be decoded (\(error)); removing it and starting signed out")
      remove()
      return nil
    }
  }

  /// ``read()`` for callers that only need the tokens now: nil when there are none or the store
  /// cannot be read (logged; the tokens stay).
  public func load() -> SessionTokens? {
    do {
      return try read()
    } catch {
      logger.warning("the stored session cannot be read now (\(error)); keeping it")
      return nil
    }
  }

  public func save(_ tokens: SessionTokens) throws(SecureStoreError) {
    let data: Data
    do {
      data = try JSONEncoder().encode(tokens)
    } catch {
      // Two strings and a date always encode; should that change, say so instead of
      // pretending the session was stored.
      logger.error("cannot encode the session (\(error)); it is not stored")
      return
    }
    try store.setData(data, forKey: Self.key)
  }

  public func remove() {
    do {
      try store.removeData(forKey: Self.key)
    } catch {
      logger.error("could not remove the stored session: \(error)")
    }
  }

  /// Keeps the store in step with a `TokenRefresher` (its `onTokensChange`): new tokens are
  /// saved, `nil` (signed out) removes them.
  public func record(_ tokens: AuthTokens?) {
    guard let tokens else { return remove() }
    let session = SessionTokens(
      accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, expiresAt: tokens.expiresAt ?? .distantPast)
    do {
      try save(session)
    } catch {
      logger.error("could not store the refreshed session: \(error)")
    }
  }
}
