import AppDomain
import Foundation
import Logging
import Observation

/// The app lock (seed 003's `BiometricService`) as the root sees it: locked or not, whether the
/// content is hidden, and the unlock request. The Apple-only app file forwards the scene phase;
/// the lock screen's button calls ``unlock()``.
///
/// The rule is ``AppLockPolicy``, read from Settings at each decision so a change applies at once.
@MainActor
@Observable
public final class AppLock {
  public enum State: Sendable, Hashable {
    case unlocked
    case locked
    /// The system's prompt is showing.
    case authenticating
  }

  public private(set) var state: State = .unlocked
  /// Whether the scene is active (not in the app switcher, not in the background).
  public private(set) var isActive = true
  /// The last attempt ended without unlocking (the lock screen offers to try again).
  public private(set) var lastOutcome: DeviceAuthenticationOutcome?

  @ObservationIgnored private let policy: @MainActor () -> AppLockPolicy
  @ObservationIgnored private let authenticator: any DeviceOwnerAuthenticating
  @ObservationIgnored private let reason: @MainActor () -> String
  @ObservationIgnored private let now: @Sendable () -> Date
  @ObservationIgnored private let logger: Logger
  @ObservationIgnored private var backgroundedAt: Date?
  /// The next activation is an entry to the foreground (the launch, or a return from the
  /// background), which prompts; any other inactive → active (the app switcher glanced at,
  /// Control Center, the system's own Face ID prompt going away) does not.
  @ObservationIgnored private var entersForeground = true

  /// - Parameters:
  ///   - policy: the person's settings, read at each decision.
  ///   - reason: the prompt's text, in the current language.
  public init(
    policy: @escaping @MainActor () -> AppLockPolicy, authenticator: any DeviceOwnerAuthenticating,
    reason: @escaping @MainActor () -> String, now: @escaping @Sendable () -> Date = { Date() },
    logger: Logger = Logger(label: "template.lock")
  ) {
    self.policy = policy
    self.authenticator = authenticator
    self.reason = reason
    self.now = now
    self.logger = logger
    if policy().locksAtLaunch { state = .locked }
  }

  /// Whether the lock's window covers everything the app shows, presentations included (the lock
  /// screen, or a plain cover in the app switcher).
  public var hidesContent: Bool {
    policy().hidesContent(isActive: isActive, isLocked: state != .unlocked)
  }

  /// The scene left the foreground (the app switcher, a system alert): cover the content.
  public func sceneWillResignActive() {
    isActive = false
  }

  /// The app went to the background: the grace period starts, and the next activation prompts.
  public func sceneDidEnterBackground() {
    isActive = false
    backgroundedAt = now()
    entersForeground = true
  }

  /// The scene is active again. On an entry to the foreground (the launch's first activation, or
  /// a return from the background) it locks if the grace period passed and asks at once, as iOS
  /// apps do. Any other return to active asks nothing: LocalAuthentication's prompt itself takes
  /// the scene inactive and back, so asking then would show the prompt again as soon as the
  /// person cancelled it, and the lock screen's Unlock button would never be reachable.
  public func sceneDidBecomeActive() async {
    isActive = true
    guard entersForeground else { return }
    entersForeground = false
    if state == .unlocked, policy().locksOnReturn(backgroundedAt: backgroundedAt, now: now()) {
      state = .locked
    }
    backgroundedAt = nil
    if state == .locked { await unlock() }
  }

  /// Asks the person to authenticate; unlocks on success.
  public func unlock() async {
    guard state == .locked else { return }
    guard policy().isEnabled else {
      state = .unlocked
      return
    }
    if authenticator.availableAuthentication() == .unavailable {
      // The passcode was removed since the lock was turned on: the device cannot prove the owner,
      // and keeping the app locked would lock the person out of their own data.
      logger.warning("app lock on, but the device has no passcode or biometrics; unlocking")
      state = .unlocked
      return
    }
    state = .authenticating
    let outcome = await authenticator.authenticate(reason: reason())
    lastOutcome = outcome
    switch outcome {
    case .succeeded:
      state = .unlocked
    case .cancelled, .failed:
      state = .locked
    case .unavailable(let why):
      logger.warning("app lock cannot authenticate; unlocking: \(why)")
      state = .unlocked
    }
  }
}
