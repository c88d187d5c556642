import Foundation
import KeelCore

/// A ``SecureStore`` in memory: for tests, previews and mock builds.
public final class InMemorySecureStore: SecureStore {
  private let values = Locked<[String: Data]>([:])

  /// An empty store, for tests and previews.
  public init() {}

  public func data(forKey key: String) throws(SecureStoreError) -> Data? { values.withLock { $0[key] } }
  public func setData(_ data: Data, forKey key: String) throws(SecureStoreError) { values.withLock { $0[key] = data } }
  public func removeData(forKey key: String) throws(SecureStoreError) {
    _ = values.withLock { $0.removeValue(forKey: key) }
  }
  public func removeAll() throws(SecureStoreError) { values.withLock { $0.removeAll() } }
}
