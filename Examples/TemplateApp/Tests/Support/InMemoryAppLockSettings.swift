import AppDomain
import Foundation
import KeelCore

/// ``AppLockSettings`` in memory over a ``DeviceOwnerAuthenticating`` (for feature tests, which do
/// not link AppData's stored implementation): refuses turning the lock on when the device cannot
/// authenticate, as the stored one does.
public final class InMemoryAppLockSettings: AppLockSettings {
  private let state = Locked(AppLockPolicy(isEnabled: false))
  private let authenticator: any DeviceOwnerAuthenticating

  public init(authenticator: any DeviceOwnerAuthenticating) {
    self.authenticator = authenticator
  }

  public var policy: AppLockPolicy { state.withLock { $0 } }

  public func setEnabled(_ isEnabled: Bool) throws(AppLockSettingsError) {
    if isEnabled, authenticator.availableAuthentication() == .unavailable { throw .deviceCannotAuthenticate }
    state.withLock { $0.isEnabled = isEnabled }
  }

  public func setGracePeriod(_ seconds: TimeInterval) throws(AppLockSettingsError) {
    guard AppLockPolicy.gracePeriods.contains(seconds) else { throw .unsupportedGracePeriod(seconds) }
    state.withLock { $0.gracePeriod = seconds }
  }
}
