import AppDomain
import AppFeature
import AppLocalization
import AppTestSupport
import Foundation
import KeelCore
import KeelNotifications
import KeelTesting
import SettingsFeature
import Testing

/// The background refresh through the real notifications controller over the in-memory centre,
/// with a clock the test moves and the fake scheduler the test fires.
@MainActor
@Suite("BackgroundRefresh", .checksLeaks)
struct BackgroundRefreshTests {
  nonisolated static let webURL = URL(string: "https://web.example.org/start")!
  nonisolated static let day: TimeInterval = 24 * 60 * 60

  /// A refresh over a controller whose clock the test moves, the centre moving with it.
  @MainActor final class World {
    let clock = Locked(AppTestWorld.now)
    let disk = DiskKeyValueStore()
    let center: InMemoryNotificationCenter
    let scheduler = ManualBackgroundScheduler(permitted: [BackgroundRefresh.taskIdentifier])
    let logs = LogCapture()
    let status = Locked<AppStatus?>(.one(BackgroundRefreshTests.webURL))
    /// Each status load waits here (open unless the test holds the run in its work).
    let statusLatch: Latch
    /// When set, each status load throws it.
    let statusFailure = Locked<StatusLoadFailure?>(nil)
    /// The request the system held when each status load began.
    let pendingAtLoad = Locked<[ManualBackgroundScheduler.Request?]>([])
    let refresh: BackgroundRefresh
    private let keepAlive: [AnyObject]

    init(statusLatch: Latch = Latch(open: true)) throws {
      self.statusLatch = statusLatch
      let berlin = TimeZone(identifier: "Europe/Berlin")!
      center = InMemoryNotificationCenter(now: AppTestWorld.now, timeZone: berlin, authorization: .authorized)
      let clock = clock
      let controller = DefaultLocalNotificationsController(
        messagesProvider: TemplateNotificationMessagesProvider(preferredLanguages: { ["en"] }), center: center,
        seed: 7, now: { clock.withLock { $0 } }, timeZone: { berlin })
      let consent = NotificationsConsent(store: try disk.open(), controller: controller)
      let notifications = StatusNotifications(consent: consent, controller: controller, logger: logs.logger())
      let status = status
      let failure = statusFailure
      let pendingAtLoad = pendingAtLoad
      let scheduler = scheduler
      let identifier = BackgroundRefresh.taskIdentifier
      refresh = BackgroundRefresh(
        scheduler: scheduler,
        loadStatus: {
          pendingAtLoad.withLock { $0.append(scheduler.pendingRequest(identifier)) }
          await statusLatch.wait()
          if let failure = failure.withLock({ $0 }) { throw failure }
          return status.withLock { $0 }
        }, notifications: notifications,
        now: { clock.withLock { $0 } }, logger: logs.logger("template.background"))
      keepAlive = [consent, notifications]
      for object in [refresh] + keepAlive { LeakCheck.track(object) }
    }

    /// Moves the clock and the centre `days` ahead, delivering what fell due.
    func advance(days: Double) {
      let date = clock.withLock { now in
        now += days * BackgroundRefreshTests.day
        return now
      }
      center.advance(to: date)
    }

    var lastPendingFireDate: Date? { center.pending.map(\.nextFireDate).max() }

    /// The request the system holds for the refresh (nil: it will not wake the app again).
    var pendingRefresh: ManualBackgroundScheduler.Request? {
      scheduler.pendingRequest(BackgroundRefresh.taskIdentifier)
    }

    var now: Date { clock.withLock { $0 } }
  }

  struct StatusLoadFailure: Error, Equatable {}

  /// The arithmetic: four daily times fill iOS's 64 pending requests for 16 days. A
  /// plan made at a launch runs dry after that; a background run before then slides the window.
  @Test func withoutARefreshTheNotificationsStopAfter16DaysWithOneTheyContinue() async throws {
    let launched = try World()
    launched.refresh.register()
    #expect(await launched.scheduler.fire(BackgroundRefresh.taskIdentifier) == true)
    #expect(launched.center.pending.count == 64)
    launched.advance(days: 17)
    #expect(launched.center.pending.isEmpty, "a plan made once runs out")

    let refreshed = try World()
    refreshed.refresh.register()
    #expect(await refreshed.scheduler.fire(BackgroundRefresh.taskIdentifier) == true)
    refreshed.advance(days: 12)
    #expect(await refreshed.scheduler.fire(BackgroundRefresh.taskIdentifier) == true)
    refreshed.advance(days: 5)
    #expect(!refreshed.center.pending.isEmpty)
    let last = try #require(refreshed.lastPendingFireDate)
    #expect(last > AppTestWorld.now.addingTimeInterval(27 * Self.day))
  }

  @Test func eachRunAsksForTheNextOneAnIntervalLater() async throws {
    let world = try World()
    world.refresh.register()
    world.refresh.scheduleNext()
    world.advance(days: 0.5)
    await world.scheduler.fire(BackgroundRefresh.taskIdentifier)
    #expect(
      world.scheduler.requests.map(\.earliestBegin) == [
        AppTestWorld.now.addingTimeInterval(BackgroundRefresh.interval),
        AppTestWorld.now.addingTimeInterval(0.5 * Self.day + BackgroundRefresh.interval),
      ])
    #expect(world.refresh.runs == [true])
  }

  /// Issue 34: the next request goes in before the work starts, as Apple's sample schedules
  /// the next refresh first thing in its launch handler ("Refreshing and Maintaining Your App
  /// Using Background Tasks"), so a run that never gets to its end still leaves one.
  @Test func theNextRequestIsSubmittedBeforeTheWorkStarts() async throws {
    let world = try World()
    world.refresh.register()
    #expect(await world.scheduler.fire(BackgroundRefresh.taskIdentifier) == true)
    let atLoad = world.pendingAtLoad.withLock { $0 }
    #expect(
      atLoad == [
        ManualBackgroundScheduler.Request(
          identifier: BackgroundRefresh.taskIdentifier,
          earliestBegin: AppTestWorld.now.addingTimeInterval(BackgroundRefresh.interval))
      ])
  }

  /// Issue 34: iOS expired a run while the status was still loading, and the chain ended (the
  /// next request came only at the end of a run that completed). Now the launch asked for the
  /// next run already, the expiry asks again (from when it expired), the task completes once,
  /// unsuccessfully, at the expiry, and the late end of the cancelled work changes nothing.
  @Test func anExpiredRunStillLeavesTheNextRequestSubmitted() async throws {
    let world = try World(statusLatch: Latch())
    world.refresh.register()
    let task = try #require(world.scheduler.launch(BackgroundRefresh.taskIdentifier))
    try await waitForCondition { world.statusLatch.arrivals == 1 }
    world.advance(days: 0.01)
    task.expire()
    #expect(task.completions == [false], "an expired task completes at once, unsuccessfully")
    #expect(world.pendingRefresh?.earliestBegin == world.now.addingTimeInterval(BackgroundRefresh.interval))

    world.statusLatch.open()
    try await waitForCondition { world.refresh.runs.count == 1 }
    #expect(world.refresh.runs == [false])
    #expect(task.completions == [false], "setTaskCompleted exactly once")
    #expect(world.pendingRefresh != nil)
  }

  /// Issue 34: a run whose work throws still leaves the next request, and completes once.
  @Test func aRunThatThrowsStillAsksForTheNextOne() async throws {
    let world = try World()
    world.statusFailure.withLock { $0 = StatusLoadFailure() }
    world.refresh.register()
    let task = try #require(world.scheduler.launch(BackgroundRefresh.taskIdentifier))
    #expect(await task.completion() == false)
    #expect(task.completions == [false])
    #expect(world.pendingRefresh?.earliestBegin == AppTestWorld.now.addingTimeInterval(BackgroundRefresh.interval))
    #expect(world.refresh.runs == [false])
    #expect(
      world.logs.records.contains {
        $0.level == .error && $0.message.contains("could not load the status")
          && $0.message.contains("StatusLoadFailure")
      })
  }

  @Test func aNativeStatusRemovesThemAndAnUnknownOneLeavesThem() async throws {
    let world = try World()
    world.refresh.register()
    await world.scheduler.fire(BackgroundRefresh.taskIdentifier)
    let pending = world.center.pending

    world.status.withLock { $0 = nil }
    #expect(await world.scheduler.fire(BackgroundRefresh.taskIdentifier) == false)
    #expect(world.center.pending == pending)

    world.status.withLock { $0 = .zero }
    #expect(await world.scheduler.fire(BackgroundRefresh.taskIdentifier) == true)
    #expect(world.center.pending.isEmpty)
    #expect(world.refresh.runs == [true, false, true])
  }

  @Test func aRefusedRegistrationOrRequestIsLoggedNotThrown() throws {
    let world = try World()
    world.refresh.register()
    world.refresh.register()  // a second registration: BGTaskScheduler refuses it
    #expect(world.logs.records.contains { $0.level == .error && $0.message.contains("not registered") })

    let unregistered = try World()
    unregistered.refresh.scheduleNext()
    #expect(unregistered.scheduler.requests.isEmpty)
    #expect(unregistered.logs.records.contains { $0.level == .warning && $0.message.contains("not requested") })
  }

  /// Info.plist lists the task and the background mode it needs, or iOS refuses both.
  @Test func infoPlistPermitsTheTask() throws {
    let plist = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("App/Info.plist")
    let values = try #require(
      try PropertyListSerialization.propertyList(from: Data(contentsOf: plist), format: nil) as? [String: Any])
    #expect((values["BGTaskSchedulerPermittedIdentifiers"] as? [String]) == [BackgroundRefresh.taskIdentifier])
    #expect((values["UIBackgroundModes"] as? [String])?.contains("fetch") == true)
  }
}
