import AppDomain
import AppFeature
import AppTestSupport
import Foundation
import KeelTesting
import Testing

/// Seed 000's splash while the root is loading: a launch-screen cover first, the splash only
/// when loading outlasts the delay (so a fast launch never flashes it), and gone for good once
/// the root leaves loading. Driven by a test clock; every test ends with a leak assertion.
@MainActor
@Suite("LaunchSplash", .checksLeaks)
struct LaunchSplashTests {
  let clock = TestClock()

  func makeSplash() -> LaunchSplash {
    let splash = LaunchSplash(delay: .milliseconds(400), clock: clock)
    LeakCheck.track(splash)
    return splash
  }

  @Test func aSlowLaunchShowsTheSplashAfterTheDelayUntilTheRootLeavesLoading() async throws {
    let splash = makeSplash()
    #expect(splash.overlay == .launchScreen, "the first frame looks like the system's launch screen")
    splash.launchStarted()
    try await clock.waitForSleepers()
    clock.advance(by: .milliseconds(399))
    await Task.yield()
    #expect(splash.overlay == .launchScreen)

    clock.advance(by: .milliseconds(1))
    try await waitForCondition { splash.overlay == .splash }
    splash.rootShows(.loading)
    #expect(splash.overlay == .splash, "still loading: the splash stays")

    splash.rootShows(.signIn)
    #expect(splash.overlay == nil)
    splash.rootShows(.loading)
    #expect(splash.overlay == nil, "a later loading state never brings the launch splash back")
  }

  @Test func aFastLaunchNeverShowsTheSplash() async throws {
    let splash = makeSplash()
    splash.launchStarted()
    try await clock.waitForSleepers()
    splash.rootShows(.main)
    #expect(splash.overlay == nil)
    #expect(clock.sleeperCount == 0, "the delay was cancelled")
    clock.advance(by: .seconds(5))
    await Task.yield()
    #expect(splash.overlay == nil, "no splash flashes up after a launch that was already done")
  }

  // MARK: - Through the root

  @Test func theRootIsCoveredWhileTheStatusIsSlowAndUncoveredWhenItLands() async throws {
    let latch = Latch()
    let world = try AppTestWorld(disk: DiskKeyValueStore(), status: .zero(statisticsURL: nil), statusLatch: latch)
    let root = world.makeRoot(splash: makeSplash())
    let launch = Task { await root.start() }
    // A failed wait must not leave the launch parked at the latch for the rest of the run.
    defer {
      latch.open()
      launch.cancel()
    }
    try await waitForCondition { latch.arrivals == 1 }
    #expect(root.child.kind == "loading")
    #expect(root.splash.overlay == .launchScreen)

    try await clock.waitForSleepers()
    clock.advance(by: .milliseconds(400))
    try await waitForCondition { root.splash.overlay == .splash }
    #expect(root.child.kind == "loading", "the splash covers the root's loading state")

    latch.open()
    await launch.value
    #expect(root.child.kind == "main")
    #expect(root.splash.overlay == nil)
  }

  @Test func aCachedFastLaunchGoesFromTheLaunchScreenStraightToTheTabs() async throws {
    // A restored session and the status check off: the root decides within the launch.
    let world = try AppTestWorld(disk: DiskKeyValueStore())
    let root = world.makeRoot(splash: makeSplash())
    await root.start()
    #expect(root.child.kind == "main")
    #expect(root.splash.overlay == nil)
    clock.advance(by: .seconds(1))
    await Task.yield()
    #expect(root.splash.overlay == nil)
  }
}
