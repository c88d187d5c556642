import AppDomain
import AppFeature
import AppTestSupport
import Foundation
import KeelCore
import KeelTesting
import Testing

@MainActor
@Suite("AppLock", .checksLeaks)
struct AppLockTests {
  nonisolated static let start = Date(timeIntervalSince1970: 1_773_133_200)

  final class Clock: Sendable {
    let date = Locked(AppLockTests.start)
    func advance(_ seconds: TimeInterval) { date.withLock { $0 += seconds } }
  }

  func makeLock(
    _ policy: AppLockPolicy, authenticator: ScriptedDeviceAuthenticator, clock: Clock = Clock()
  ) -> AppLock {
    let lock = AppLock(
      policy: { policy }, authenticator: authenticator, reason: { "Unlock Keel" },
      now: { clock.date.withLock { $0 } }, logger: LogCapture().logger())
    LeakCheck.track(lock)
    return lock
  }

  @Test func onAtLaunchItStartsLockedAndFaceIDUnlocks() async {
    let authenticator = ScriptedDeviceAuthenticator()
    let lock = makeLock(AppLockPolicy(isEnabled: true), authenticator: authenticator)
    #expect(lock.state == .locked)
    #expect(lock.hidesContent)
    await lock.sceneDidBecomeActive()
    #expect(lock.state == .unlocked)
    #expect(!lock.hidesContent)
    #expect(authenticator.prompts == ["Unlock Keel"])
  }

  @Test func offItNeverLocksNorHides() async {
    let authenticator = ScriptedDeviceAuthenticator()
    let lock = makeLock(AppLockPolicy(isEnabled: false), authenticator: authenticator)
    lock.sceneWillResignActive()
    #expect(!lock.hidesContent)
    lock.sceneDidEnterBackground()
    await lock.sceneDidBecomeActive()
    #expect(lock.state == .unlocked)
    #expect(authenticator.prompts.isEmpty)
  }

  /// The app switcher covers the content; a return within the grace period does not ask again,
  /// one after it does.
  @Test func theGracePeriodDecidesOnReturn() async {
    let clock = Clock()
    let authenticator = ScriptedDeviceAuthenticator()
    let lock = makeLock(AppLockPolicy(isEnabled: true, gracePeriod: 60), authenticator: authenticator, clock: clock)
    await lock.sceneDidBecomeActive()
    #expect(authenticator.prompts.count == 1)

    lock.sceneWillResignActive()
    #expect(lock.hidesContent)
    lock.sceneDidEnterBackground()
    clock.advance(30)
    await lock.sceneDidBecomeActive()
    #expect(lock.state == .unlocked)
    #expect(authenticator.prompts.count == 1)

    lock.sceneDidEnterBackground()
    clock.advance(61)
    await lock.sceneDidBecomeActive()
    #expect(lock.state == .unlocked)
    #expect(authenticator.prompts.count == 2)
  }

  /// A cancelled or failed prompt stays locked; the lock screen's button tries again.
  @Test func cancelledThenFailedThenSucceeded() async {
    let authenticator = ScriptedDeviceAuthenticator(outcomes: [.cancelled, .failed, .succeeded])
    let lock = makeLock(AppLockPolicy(isEnabled: true), authenticator: authenticator)
    await lock.sceneDidBecomeActive()
    #expect(lock.state == .locked)
    #expect(lock.lastOutcome == .cancelled)
    await lock.unlock()
    #expect(lock.state == .locked)
    #expect(lock.lastOutcome == .failed)
    await lock.unlock()
    #expect(lock.state == .unlocked)
  }

  // MARK: - The prompt and the scene phase (issue 34 item 11)

  /// A lock whose prompts move `scene` as iOS does (inactive while the prompt shows).
  func makeLock(
    _ policy: AppLockPolicy, authenticator: ScriptedDeviceAuthenticator, scene: SystemPromptScene
  ) -> AppLock {
    let lock = makeLock(policy, authenticator: authenticator)
    scene.attach(lock, prompts: authenticator)
    return lock
  }

  /// Cancelling Face ID at launch leaves the lock screen and its Unlock button: the prompt's own
  /// return to active does not ask again. Found by an outside review on a device: the prompt came
  /// back at once, in a loop, so Unlock was never reachable.
  @Test(arguments: [SystemPromptScene.ReturnToActive.afterReply, .beforeReply])
  func aCancelledPromptIsNotAskedAgainByItsOwnReturnToActive(_ order: SystemPromptScene.ReturnToActive) async {
    let authenticator = ScriptedDeviceAuthenticator(outcomes: [.cancelled])
    let scene = SystemPromptScene(returnToActive: order)
    let lock = makeLock(AppLockPolicy(isEnabled: true), authenticator: authenticator, scene: scene)

    await scene.launch()

    #expect(authenticator.prompts == ["Unlock Keel"])
    #expect(scene.phases == [.active, .inactive, .active])
    #expect(lock.state == .locked)
    #expect(lock.lastOutcome == .cancelled)
    #expect(lock.hidesContent)
  }

  /// After a cancel, leaving the app and coming back asks once more (and only once).
  @Test func aReturnFromTheBackgroundAsksOnceAgain() async {
    let authenticator = ScriptedDeviceAuthenticator(outcomes: [.cancelled])
    let scene = SystemPromptScene()
    let lock = makeLock(AppLockPolicy(isEnabled: true), authenticator: authenticator, scene: scene)
    await scene.launch()
    #expect(authenticator.prompts.count == 1)

    await scene.enterBackground()
    await scene.enterForeground()

    #expect(authenticator.prompts.count == 2)
    #expect(lock.state == .locked)
  }

  /// The lock screen's Unlock prompts on tap; its own inactive → active does not prompt again,
  /// and a success unlocks.
  @Test func unlockAfterACancelPromptsOnceAndSucceeds() async {
    let authenticator = ScriptedDeviceAuthenticator(outcomes: [.cancelled, .succeeded])
    let scene = SystemPromptScene()
    let lock = makeLock(AppLockPolicy(isEnabled: true), authenticator: authenticator, scene: scene)
    await scene.launch()

    await lock.unlock()
    await scene.settle()

    #expect(authenticator.prompts.count == 2)
    #expect(lock.state == .unlocked)
    #expect(!lock.hidesContent)
  }

  /// The app switcher or Control Center (inactive → active, never the background) asks nothing
  /// of a lock left locked by a cancel: the person is already on the lock screen.
  @Test func aGlanceAtTheAppSwitcherDoesNotPrompt() async {
    let authenticator = ScriptedDeviceAuthenticator(outcomes: [.cancelled])
    let scene = SystemPromptScene()
    let lock = makeLock(AppLockPolicy(isEnabled: true), authenticator: authenticator, scene: scene)
    await scene.launch()

    await scene.move(to: .inactive)
    await scene.move(to: .active)
    await scene.settle()

    #expect(authenticator.prompts.count == 1)
    #expect(lock.state == .locked)
  }

  /// The passcode was removed after the lock was turned on: nothing can prove the owner, so the
  /// app unlocks rather than locking the person out of their data.
  @Test func aDeviceThatCanNoLongerAuthenticateUnlocks() async {
    let authenticator = ScriptedDeviceAuthenticator(available: .unavailable)
    let lock = makeLock(AppLockPolicy(isEnabled: true), authenticator: authenticator)
    await lock.sceneDidBecomeActive()
    #expect(lock.state == .unlocked)
    #expect(authenticator.prompts.isEmpty)
  }
}
