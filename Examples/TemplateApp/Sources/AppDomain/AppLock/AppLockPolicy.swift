import Foundation

/// Seed 003's `BiometricService` rule: when the app locks behind Face ID / Touch ID (with the
/// device passcode as fallback). Pure, so every case is a row of a table test.
public struct AppLockPolicy: Sendable, Hashable {
  /// The person turned the lock on in Settings.
  public var isEnabled: Bool
  /// How long the app may stay in the background before it locks (0: at once).
  public var gracePeriod: TimeInterval

  /// The choices Settings offers for ``gracePeriod``.
  public static let gracePeriods: [TimeInterval] = [0, 60, 5 * 60, 15 * 60]

  public init(isEnabled: Bool, gracePeriod: TimeInterval = 0) {
    self.isEnabled = isEnabled
    self.gracePeriod = gracePeriod
  }

  /// Whether the app locks at launch: whenever the lock is on (a cold start has no trusted
  /// background time).
  public var locksAtLaunch: Bool { isEnabled }

  /// Whether the app locks on coming back after entering the background at `backgroundedAt`.
  /// A clock that went backwards (the person changed the time) locks: the elapsed time is unknown.
  public func locksOnReturn(backgroundedAt: Date?, now: Date) -> Bool {
    guard isEnabled else { return false }
    guard let backgroundedAt else { return false }
    let elapsed = now.timeIntervalSince(backgroundedAt)
    return elapsed < 0 || elapsed >= gracePeriod
  }

  /// Why turning the lock on or off is refused, or nil when the change may be stored: turning
  /// it on needs a device that can authenticate its owner (no passcode would lock the person
  /// out); turning it off is always allowed. The one place the rule lives: every
  /// ``AppLockSettings`` asks it.
  public static func refusal(
    enabling isEnabled: Bool, available: DeviceOwnerAuthentication
  ) -> AppLockSettingsError? {
    isEnabled && available == .unavailable ? .deviceCannotAuthenticate : nil
  }

  /// Why `seconds` cannot be the grace period, or nil when it is one of ``gracePeriods``.
  public static func refusal(gracePeriod seconds: TimeInterval) -> AppLockSettingsError? {
    gracePeriods.contains(seconds) ? nil : .unsupportedGracePeriod(seconds)
  }

  /// Whether the content is hidden behind a cover: while the lock is on and the app is not
  /// active (the app switcher's snapshot must not show it), and while locked.
  public func hidesContent(isActive: Bool, isLocked: Bool) -> Bool {
    isLocked || (isEnabled && !isActive)
  }
}

/// What the device offers to prove the owner is there.
public enum DeviceOwnerAuthentication: Sendable, Hashable {
  /// Neither biometrics nor a passcode: the device cannot lock the app.
  case unavailable
  /// A passcode only (no biometrics enrolled, or none on the device).
  case passcode
  case touchID
  case faceID
  case opticID
}

/// How a request to authenticate ended.
public enum DeviceAuthenticationOutcome: Sendable, Hashable {
  case succeeded
  /// The person (or the system, for another app's alert) cancelled: stay locked, offer to retry.
  case cancelled
  /// The face, finger or passcode did not match, or biometrics are locked out after too many
  /// tries; the system's passcode fallback has already been offered.
  case failed
  /// The device can no longer authenticate (the passcode was removed): the lock cannot work.
  case unavailable(String)
}

/// Face ID / Touch ID with the passcode as fallback. On iOS, `LocalAuthenticationClient`
/// (AppFeature, Apple-only) over `LAContext`; tests use a scripted fake.
public protocol DeviceOwnerAuthenticating: Sendable {
  /// What the device offers now (the person may enrol or remove biometrics at any time).
  func availableAuthentication() -> DeviceOwnerAuthentication
  /// Asks the person to authenticate; `reason` is shown in the system's prompt.
  func authenticate(reason: String) async -> DeviceAuthenticationOutcome
}

/// The app lock's settings as Settings changes them.
public protocol AppLockSettings: AnyObject, Sendable {
  /// The rule as the person set it.
  var policy: AppLockPolicy { get }
  /// Turns the lock on or off. Turning it on fails when the device cannot authenticate (no
  /// passcode): the person would be locked out.
  func setEnabled(_ isEnabled: Bool) throws(AppLockSettingsError)
  /// One of ``AppLockPolicy/gracePeriods``.
  func setGracePeriod(_ seconds: TimeInterval) throws(AppLockSettingsError)
}

public enum AppLockSettingsError: Error, Sendable, Hashable, CustomStringConvertible {
  case deviceCannotAuthenticate
  case unsupportedGracePeriod(TimeInterval)

  public var description: String {
    switch self {
    case .deviceCannotAuthenticate: return "the device has no passcode, so the app cannot lock"
    case .unsupportedGracePeriod(let seconds):
      let offered = AppLockPolicy.gracePeriods.map { "\(Int($0))" }.joined(separator: ", ")
      return "grace period \(seconds) s is not one of \(offered)"
    }
  }
}
