import Foundation
import KeelCore

/// A ``SecureStore`` over another one that can be locked as the Keychain is between a restart and
/// the device's first unlock: for tests of what an app does when it is launched in the background
/// (a background refresh, a push) before anyone has unlocked the phone.
///
/// iOS's rule, which this follows: an item stored `AfterFirstUnlock` (as `KeychainSecureStore`
/// stores them) "cannot be accessed after a restart until the device has been unlocked once by
/// the user" (https://developer.apple.com/documentation/security/ksecattraccessibleafterfirstunlockthisdeviceonly);
/// every item call then fails with `errSecInteractionNotAllowed`
/// (https://developer.apple.com/documentation/security/errsecinteractionnotallowed), reads,
/// writes and deletes alike, and the items are intact once the device is unlocked. So while
/// locked every call throws ``SecureStoreError/unavailable(operation:detail:)`` and leaves the
/// base store untouched.
public final class LockableSecureStore: SecureStore {
  /// The store the values are kept in (a ``FileSecureStore`` for tests that write real files).
  public let base: any SecureStore
  private let locked: Locked<Bool>
  private let attempts = Locked(0)

  /// - Parameters:
  ///   - base: the store that holds the values, left untouched while locked.
  ///   - locked: true for a device that restarted and has not been unlocked since.
  public init(base: any SecureStore, locked: Bool = false) {
    self.base = base
    self.locked = Locked(locked)
  }

  /// Whether the store refuses every call, as the Keychain does before the first unlock.
  public var isLocked: Bool { locked.withLock { $0 } }
  /// How many calls were refused while locked (a test can see that nothing tried to write or
  /// delete, though the refusal kept the values either way).
  public var refusedCalls: Int { attempts.withLock { $0 } }

  /// The device restarted: the store is locked until ``unlock()``.
  public func lock() { locked.withLock { $0 = true } }
  /// The person unlocked the device: the stored values are readable again, unchanged.
  public func unlock() { locked.withLock { $0 = false } }

  public func data(forKey key: String) throws(SecureStoreError) -> Data? {
    try refuseIfLocked("read", key)
    return try base.data(forKey: key)
  }

  public func setData(_ data: Data, forKey key: String) throws(SecureStoreError) {
    try refuseIfLocked("write", key)
    try base.setData(data, forKey: key)
  }

  public func removeData(forKey key: String) throws(SecureStoreError) {
    try refuseIfLocked("delete", key)
    try base.removeData(forKey: key)
  }

  public func removeAll() throws(SecureStoreError) {
    try refuseIfLocked("delete all", nil)
    try base.removeAll()
  }

  private func refuseIfLocked(_ operation: String, _ key: String?) throws(SecureStoreError) {
    guard isLocked else { return }
    attempts.withLock { $0 += 1 }
    let item = key.map { "'\($0)'" } ?? "every item"
    throw .unavailable(
      operation: operation,
      detail: "\(item): the Keychain is locked until the device's first unlock (errSecInteractionNotAllowed)")
  }
}
