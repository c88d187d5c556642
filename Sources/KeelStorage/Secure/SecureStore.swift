import Foundation

/// Storage for secrets (tokens, credentials): the Keychain on Apple platforms
/// (`KeychainSecureStore`, Apple-only), an owner-only file elsewhere (``FileSecureStore``).
///
/// Unlike ``KeyValueStore``, failures are thrown rather than replaced by defaults: a token that
/// cannot be read must not look like "signed out" without the caller knowing why.
public protocol SecureStore: Sendable {
  /// The data stored under `key`, or `nil` when there is none.
  func data(forKey key: String) throws(SecureStoreError) -> Data?
  /// Stores `data` under `key`, replacing any previous value.
  func setData(_ data: Data, forKey key: String) throws(SecureStoreError)
  /// Removes the value under `key`; removing an absent key is not an error.
  func removeData(forKey key: String) throws(SecureStoreError)
  /// Removes every value this store keeps (all of its service's Keychain items, its whole file):
  /// what an app does on its first launch after an install, since Keychain items outlive the
  /// app's deletion. An empty store is not an error.
  func removeAll() throws(SecureStoreError)
}

extension SecureStore {
  /// The UTF-8 string stored under `key`.
  public func string(forKey key: String) throws(SecureStoreError) -> String? {
    guard let data = try data(forKey: key) else { return nil }
    guard let string = String(data: data, encoding: .utf8) else {
      throw .corrupt(location: key, detail: "the stored value is not UTF-8 text")
    }
    return string
  }

  /// Stores `string` under `key` as UTF-8, replacing what was there.
  public func setString(_ string: String, forKey key: String) throws(SecureStoreError) {
    try setData(Data(string.utf8), forKey: key)
  }
}

/// Why a ``SecureStore`` operation failed.
public enum SecureStoreError: Error, Equatable, CustomStringConvertible {
  /// A Keychain call returned `status` (an `OSStatus`).
  case keychain(operation: String, status: Int32)
  /// The file system refused an operation on `path`.
  case file(path: String, operation: String, detail: String)
  /// What is stored at `location` cannot be read back.
  case corrupt(location: String, detail: String)
  /// The store cannot be used yet, though what it holds is intact: the Keychain before the
  /// device's first unlock since it started (`errSecInteractionNotAllowed` for items stored
  /// `AfterFirstUnlock`, as a background launch after a restart meets it). Try again when
  /// protected data becomes available; never treat it as "nothing stored".
  case unavailable(operation: String, detail: String)

  public var description: String {
    switch self {
    case .keychain(let operation, let status): "Keychain \(operation) failed with status \(status)"
    case .file(let path, let operation, let detail): "\(path): \(operation) failed: \(detail)"
    case .corrupt(let location, let detail): "\(location): \(detail)"
    case .unavailable(let operation, let detail): "secure store \(operation) not possible yet: \(detail)"
    }
  }
}
