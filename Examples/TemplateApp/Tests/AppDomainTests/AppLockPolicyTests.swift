import AppDomain
import Foundation
import Testing

@Suite struct AppLockPolicyTests {
  static let leftAt = Date(timeIntervalSince1970: 1_773_133_200)

  /// enabled, grace period, seconds away (nil: never went to the background) → locks on return.
  @Test(arguments: [
    (false, 0.0, 3600.0 as Double?, false),
    (true, 0, 0, true),
    (true, 0, 1, true),
    (true, 60, 59, false),
    (true, 60, 60, true),
    (true, 300, 120, false),
    (true, 300, 301, true),
    (true, 900, nil, false),
    (true, 60, -30, true),  // the clock went backwards: the time away is unknown
  ])
  func locksOnReturn(enabled: Bool, grace: TimeInterval, away: TimeInterval?, locks: Bool) {
    let policy = AppLockPolicy(isEnabled: enabled, gracePeriod: grace)
    let backgroundedAt = away.map { _ in Self.leftAt }
    let now = Self.leftAt.addingTimeInterval(away ?? 0)
    #expect(policy.locksOnReturn(backgroundedAt: backgroundedAt, now: now) == locks)
  }

  /// enabled, active, locked → content hidden (the app switcher's snapshot never shows it).
  @Test(arguments: [
    (false, true, false, false),
    (false, false, false, false),
    (true, true, false, false),
    (true, false, false, true),
    (true, true, true, true),
    (false, true, true, true),
  ])
  func hidesContent(enabled: Bool, active: Bool, locked: Bool, hidden: Bool) {
    #expect(AppLockPolicy(isEnabled: enabled).hidesContent(isActive: active, isLocked: locked) == hidden)
  }

  @Test func locksAtLaunchWheneverOn() {
    #expect(AppLockPolicy(isEnabled: true, gracePeriod: 900).locksAtLaunch)
    #expect(!AppLockPolicy(isEnabled: false).locksAtLaunch)
  }

  /// turning on or off, what the device offers → refused (only turning on without a passcode).
  @Test(arguments: [
    (true, DeviceOwnerAuthentication.unavailable, true),
    (true, .passcode, false),
    (true, .faceID, false),
    (true, .touchID, false),
    (true, .opticID, false),
    (false, .unavailable, false),
    (false, .faceID, false),
  ])
  func refusesTurningOnWithoutAPasscode(enabling: Bool, available: DeviceOwnerAuthentication, refused: Bool) {
    let refusal = AppLockPolicy.refusal(enabling: enabling, available: available)
    #expect(refusal == (refused ? .deviceCannotAuthenticate : nil))
  }

  @Test func refusesAGracePeriodNotOffered() {
    for offered in AppLockPolicy.gracePeriods {
      #expect(AppLockPolicy.refusal(gracePeriod: offered) == nil)
    }
    #expect(AppLockPolicy.refusal(gracePeriod: 30) == .unsupportedGracePeriod(30))
    #expect(AppLockPolicy.refusal(gracePeriod: -1) == .unsupportedGracePeriod(-1))
  }
}
