import AppDomain
import Foundation
import KeelStorage
import Logging

extension StorageKeys {
  /// Whether the app locks behind Face ID / Touch ID (device-wide: it protects whoever is signed in).
  public var appLockEnabled: StorageKey<Bool> { StorageKey("appLock.enabled", default: false) }
  /// Seconds in the background before the app locks.
  public var appLockGracePeriod: StorageKey<Double> { StorageKey("appLock.gracePeriod", default: 0) }
}

/// The app lock's settings in a ``KeyValueStore``. A stored grace period this version does not
/// offer (from a newer version, say) reads as 0, the safest, with a warning naming it.
public final class StoredAppLockSettings: AppLockSettings {
  private let store: KeyValueStore
  private let authenticator: any DeviceOwnerAuthenticating
  private let logger: Logger

  public init(
    store: KeyValueStore, authenticator: any DeviceOwnerAuthenticating,
    logger: Logger = Logger(label: "template.lock")
  ) {
    self.store = store
    self.authenticator = authenticator
    self.logger = logger
  }

  public var policy: AppLockPolicy {
    var grace = store.value(\.appLockGracePeriod)
    if !AppLockPolicy.gracePeriods.contains(grace) {
      logger.warning(
        "stored app-lock grace period is not one this version offers; locking at once",
        metadata: ["seconds": "\(grace)"])
      grace = 0
    }
    return AppLockPolicy(isEnabled: store.value(\.appLockEnabled), gracePeriod: grace)
  }

  public func setEnabled(_ isEnabled: Bool) throws(AppLockSettingsError) {
    if let refusal = AppLockPolicy.refusal(enabling: isEnabled, available: authenticator.availableAuthentication()) {
      throw refusal
    }
    store.set(isEnabled, \.appLockEnabled)
  }

  public func setGracePeriod(_ seconds: TimeInterval) throws(AppLockSettingsError) {
    if let refusal = AppLockPolicy.refusal(gracePeriod: seconds) { throw refusal }
    store.set(seconds, \.appLockGracePeriod)
  }
}
