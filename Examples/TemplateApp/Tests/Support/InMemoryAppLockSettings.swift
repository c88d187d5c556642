import AppDomain
import Foundation
import KeelCore

/// ``AppLockSettings`` in memory over a ``DeviceOwnerAuthenticating`` (for feature tests, which do
/// not link AppData's stored implementation): refuses what ``AppLockPolicy`` refuses, as the
/// stored one does.
public final class InMemoryAppLockSettings: AppLockSettings {
  private let state = Locked(AppLockPolicy(isEnabled: false))
  private let authenticator: any DeviceOwnerAuthenticating

  public init(authenticator: any DeviceOwnerAuthenticating) {
    self.authenticator = authenticator
  }

  public var policy: AppLockPolicy { state.withLock { $0 } }

  public func setEnabled(_ isEnabled: Bool) throws(AppLockSettingsError) {
    if let refusal = AppLockPolicy.refusal(enabling: isEnabled, available: authenticator.availableAuthentication()) {
      throw refusal
    }
    state.withLock { $0.isEnabled = isEnabled }
  }

  public func setGracePeriod(_ seconds: TimeInterval) throws(AppLockSettingsError) {
    if let refusal = AppLockPolicy.refusal(gracePeriod: seconds) { throw refusal }
    state.withLock { $0.gracePeriod = seconds }
  }
}
