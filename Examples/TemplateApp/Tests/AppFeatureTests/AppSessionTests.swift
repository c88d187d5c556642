import AppDomain
import AppFeature
import AppTestSupport
import Foundation
import KeelCore
import KeelStorage
import KeelTesting
import Testing

/// The launch and what follows, over the shared fakes: held calls show what runs in parallel
/// and what the root shows while answers are missing.
@MainActor
@Suite("AppSession")
struct AppSessionTests {
  static let webURL = URL(string: "https://web.example.org/start")!

  struct Launch {
    let session: AppSession
    let status: FakeStatusService
    let sessions: FakeSessionManager
    let analytics: FakeLaunchAnalytics
    let storeAccount: AppStoreAccount
    let purchases: MockPurchasesManager
    let store: KeyValueStore

    /// Lets every held call through. Deferred by each test that holds them, so a test that
    /// fails (a wait timed out) does not leave the launch parked at a latch for the rest of the
    /// run (LeakSanitizer reported those tasks at exit, 24 Nov 2026).
    func openEveryLatch() {
      for latch in [status.latch, sessions.latch, analytics.latch] { latch.open() }
      storeAccount.releaseAnswers()
    }
  }

  static func make(
    status: StatusResult = .zero(statisticsURL: nil), restoring outcome: SessionRestoreOutcome = .signedIn,
    premium: Bool = true, onboarded: Bool = true, flags: FeatureFlags = FeatureFlags(), held: Bool = false,
    clock: any Clock<Duration> = ContinuousClock(), disk: DiskKeyValueStore, tracker: LeakTracker
  ) throws -> Launch {
    let store = try disk.open()
    store.set(onboarded, \.onboardingCompleted)
    let status = FakeStatusService(status, latch: Latch(open: !held))
    let sessions = FakeSessionManager(restoring: outcome, latch: Latch(open: !held))
    let analytics = FakeLaunchAnalytics(latch: Latch(open: !held))
    let storeAccount = AppStoreAccount(holdsAnswers: held)
    let purchases = MockPurchasesManager.launched(premium: premium, account: storeAccount)
    let session = AppSession(
      services: AppSession.Services(
        status: status, session: sessions, launchAnalytics: analytics, purchases: purchases, clock: clock),
      store: store, flags: flags, logger: LogCapture().logger())
    tracker.track(session)
    return Launch(
      session: session, status: status, sessions: sessions, analytics: analytics, storeAccount: storeAccount,
      purchases: purchases,
      store: store)
  }

  @Test func theLaunchCallsRunInParallelAndTheRootWaitsForThem() async throws {
    let disk = DiskKeyValueStore()
    let tracker = LeakTracker()
    do {
      let launch = try Self.make(held: true, disk: disk, tracker: tracker)
      let session = launch.session
      #expect(session.rootState == .loading)
      let launching = Task { await session.launch() }
      defer { launch.openEveryLatch() }
      // All four are in flight at once: none has answered, yet each was called.
      try await waitForCondition {
        launch.status.calls == 1 && launch.sessions.restores == 1 && launch.analytics.calls == 1
          && launch.storeAccount.answers == 1
      }
      #expect(session.rootState == .loading)
      launch.analytics.latch.open()
      launch.status.latch.open()
      try await waitForCondition { session.status != nil && session.launchRecorded == true }
      // The status is native and onboarding done, but the session is still restoring.
      #expect(session.rootState == .loading)
      launch.sessions.latch.open()
      try await waitForCondition { !session.isRestoringSession }
      // Signed in; premium still being checked.
      #expect(session.rootState == .loading)
      launch.storeAccount.releaseAnswers()
      await launching.value
      #expect(session.rootState == .main)
    }
    try await assertNoLeaks(tracker)
  }

  @Test func aWebStatusShowsTheWebViewWithoutWaitingForTheRest() async throws {
    let disk = DiskKeyValueStore()
    let tracker = LeakTracker()
    do {
      let launch = try Self.make(status: .one(Self.webURL), held: true, disk: disk, tracker: tracker)
      let session = launch.session
      let launching = Task { await session.launch() }
      defer { launch.openEveryLatch() }
      launch.status.latch.open()
      try await waitForCondition { session.status != nil }
      #expect(session.rootState == .web(Self.webURL))
      #expect(session.isRestoringSession)
      for latch in [launch.sessions.latch, launch.analytics.latch] { latch.open() }
      launch.storeAccount.releaseAnswers()
      await launching.value
      #expect(session.rootState == .web(Self.webURL))
    }
    try await assertNoLeaks(tracker)
  }

  @Test func onboardingShowsWhileTheSessionIsStillRestoring() async throws {
    let disk = DiskKeyValueStore()
    let tracker = LeakTracker()
    do {
      let launch = try Self.make(onboarded: false, held: true, disk: disk, tracker: tracker)
      let session = launch.session
      let launching = Task { await session.launch() }
      defer { launch.openEveryLatch() }
      launch.status.latch.open()
      try await waitForCondition { session.rootState == .onboarding }
      #expect(session.isRestoringSession)
      for latch in [launch.sessions.latch, launch.analytics.latch] { latch.open() }
      launch.storeAccount.releaseAnswers()
      await launching.value
      #expect(session.rootState == .onboarding)
      // Finishing onboarding writes the stored key; the root follows at once.
      launch.store.set(true, \.onboardingCompleted)
      #expect(session.rootState == .main)
    }
    try await assertNoLeaks(tracker)
  }

  @Test(arguments: [
    (SessionRestoreOutcome.signedIn, true, RootState.main),
    (.signedIn, false, .paywall),
    (.keptUnverified(.unavailable("offline")), true, .main),
    (.signedOut, true, .signIn),
  ])
  func theRestoredSessionAndPremiumDecideTheRoot(
    outcome: SessionRestoreOutcome, premium: Bool, root: RootState
  ) async throws {
    let disk = DiskKeyValueStore()
    let tracker = LeakTracker()
    do {
      let launch = try Self.make(restoring: outcome, premium: premium, disk: disk, tracker: tracker)
      await launch.session.launch()
      #expect(launch.session.rootState == root)
      #expect(launch.session.launchRecorded == true)
    }
    try await assertNoLeaks(tracker)
  }

  @Test func withTheStatusCheckOffTheServerIsNeverAsked() async throws {
    let disk = DiskKeyValueStore()
    let tracker = LeakTracker()
    do {
      let launch = try Self.make(
        status: .one(Self.webURL), flags: FeatureFlags([.statusCheck: false]), disk: disk, tracker: tracker)
      await launch.session.launch()
      #expect(launch.status.calls == 0)
      #expect(launch.session.status == nil)
      #expect(launch.session.rootState == .main)
    }
    try await assertNoLeaks(tracker)
  }

  @Test func afterLaunchTheRootFollowsThePaywallPremiumSignOutAndFlags() async throws {
    let disk = DiskKeyValueStore()
    let tracker = LeakTracker()
    do {
      let launch = try Self.make(premium: false, disk: disk, tracker: tracker)
      let session = launch.session
      await session.launch()
      #expect(session.rootState == .paywall)
      session.dismissPaywall()
      #expect(session.rootState == .main)
      await session.signOut()
      #expect(launch.sessions.signOuts == 1)
      #expect(session.rootState == .signIn)
      session.signInGate.continueWithoutAccount()
      #expect(session.rootState == .main)
      session.flags.set(.onboarding, enabled: true)
      launch.store.set(false, \.onboardingCompleted)
      #expect(session.rootState == .onboarding)
      session.flags.set(.onboarding, enabled: false)
      #expect(session.rootState == .main)
    }
    try await assertNoLeaks(tracker)
  }

  @Test func aSecondLaunchDoesNothingButWarn() async throws {
    let disk = DiskKeyValueStore()
    let tracker = LeakTracker()
    do {
      let capture = LogCapture()
      let store = try disk.open()
      let status = FakeStatusService(.zero(statisticsURL: nil))
      let session = AppSession(
        services: AppSession.Services(
          status: status, session: FakeSessionManager(restoring: .signedOut), launchAnalytics: FakeLaunchAnalytics(),
          purchases: MockPurchasesManager.launched(premium: false)),
        store: store, flags: FeatureFlags(), logger: capture.logger())
      tracker.track(session)
      await session.launch()
      await session.launch()
      #expect(status.calls == 1)
      #expect(capture.records.contains { $0.level == .warning && $0.message.contains("called again") })
    }
    try await assertNoLeaks(tracker)
  }

  /// StoreKit answers `currentEntitlements` after the launch has begun: a subscriber must see
  /// loading until then, never the paywall flipping to "premium unlocked".
  @Test func aSubscriberSeesNoPaywallWhileTheStoreHasNotAnswered() async throws {
    let disk = DiskKeyValueStore()
    let tracker = LeakTracker()
    do {
      let launch = try Self.make(held: true, disk: disk, tracker: tracker)
      let session = launch.session
      let launching = Task { await session.launch() }
      defer { launch.openEveryLatch() }
      for latch in [launch.status.latch, launch.sessions.latch, launch.analytics.latch] { latch.open() }
      try await waitForCondition {
        !session.isRestoringSession && session.status != nil && session.launchRecorded != nil
      }
      #expect(session.rootState == .loading)
      launch.storeAccount.releaseAnswers()
      await launching.value
      #expect(session.rootState == .main)
    }
    try await assertNoLeaks(tracker)
  }

  /// Past the launch deadline the root decides on what is known (no purchase seen: the
  /// paywall), with a warning, and follows the store's late answer.
  @Test func pastTheLaunchDeadlineTheRootDecidesAndFollowsTheLateAnswer() async throws {
    let disk = DiskKeyValueStore()
    let tracker = LeakTracker()
    do {
      let clock = TestClock()
      let launch = try Self.make(held: true, clock: clock, disk: disk, tracker: tracker)
      let session = launch.session
      for latch in [launch.status.latch, launch.sessions.latch, launch.analytics.latch] { latch.open() }
      let launching = Task { await session.launch() }
      defer { launch.openEveryLatch() }
      try await clock.waitForSleepers()
      clock.advance(by: .seconds(5))
      await launching.value
      #expect(session.rootState == .paywall)
      launch.storeAccount.releaseAnswers()
      try await waitForCondition { session.premium == .premium }
      #expect(session.rootState == .paywall && session.welcomingPremium, "premium unlocked shows, then the tabs")
    }
    try await assertNoLeaks(tracker)
  }

  /// A refund (or an expiry, a revocation) mid-session: the root follows the entitlement back
  /// to the paywall; a later purchase there is welcomed before the tabs.
  @Test func theRootFollowsEveryLaterChangeOfTheEntitlement() async throws {
    let disk = DiskKeyValueStore()
    let tracker = LeakTracker()
    do {
      let launch = try Self.make(premium: false, disk: disk, tracker: tracker)
      let session = launch.session
      await session.launch()
      #expect(session.rootState == .paywall)
      let purchases = launch.purchases
      let bought = purchases.transaction(for: PremiumCatalog.yearly)
      purchases.deliverUpdate(.verified(bought))
      try await waitForCondition { session.premium == .premium }
      #expect(session.rootState == .paywall, "the paywall stays for its premium-unlocked screen")
      session.premiumWelcomed()
      #expect(session.rootState == .main)
      purchases.deliverUpdate(.verified(bought.refunded))
      try await waitForCondition { session.premium == .free }
      #expect(session.rootState == .paywall)
    }
    try await assertNoLeaks(tracker)
  }

  /// The paywall learns of its purchase from the purchase itself, the session from the
  /// entitlement's stream, in no promised order: Continue on "premium unlocked" may come first.
  /// Found by the journeys: the late news then held the root on the paywall for good.
  @Test func aWelcomeLeftBeforeTheSessionHeardOfThePurchaseStillOpensTheTabs() async throws {
    let disk = DiskKeyValueStore()
    let tracker = LeakTracker()
    do {
      let launch = try Self.make(premium: false, disk: disk, tracker: tracker)
      let session = launch.session
      await session.launch()
      #expect(session.rootState == .paywall)
      session.premiumWelcomed()
      launch.purchases.deliverUpdate(.verified(launch.purchases.transaction(for: PremiumCatalog.yearly)))
      try await waitForCondition { session.premium == .premium }
      #expect(session.rootState == .main)
    }
    try await assertNoLeaks(tracker)
  }

  /// A premium that arrives while the tabs show needs no welcome.
  @Test func aRenewalWhileTheTabsShowChangesNothingOnScreen() async throws {
    let disk = DiskKeyValueStore()
    let tracker = LeakTracker()
    do {
      let launch = try Self.make(premium: true, disk: disk, tracker: tracker)
      await launch.session.launch()
      #expect(launch.session.rootState == .main)
      #expect(!launch.session.welcomingPremium)
    }
    try await assertNoLeaks(tracker)
  }
}

/// The remote configuration at launch: asked beside the status, the root waiting for it, its
/// flags under the overrides.
@MainActor
@Suite("AppSession: remote configuration")
struct AppSessionRemoteConfigTests {
  static func make(
    remote: FakeRemoteConfig, premium: Bool = false, flags: FeatureFlags = FeatureFlags(),
    statusLatch: Latch = Latch(open: true), disk: DiskKeyValueStore, tracker: LeakTracker
  ) throws -> (AppSession, FakeStatusService) {
    let store = try disk.open()
    store.set(true, \.onboardingCompleted)
    let status = FakeStatusService(.zero(statisticsURL: nil), latch: statusLatch)
    let session = AppSession(
      services: AppSession.Services(
        status: status, session: FakeSessionManager(restoring: .signedIn), launchAnalytics: FakeLaunchAnalytics(),
        purchases: MockPurchasesManager.launched(premium: premium), remoteConfig: remote),
      store: store, flags: flags, logger: LogCapture().logger())
    tracker.track(session)
    return (session, status)
  }

  @Test func theConfigIsAskedBesideTheStatusAndTheRootWaitsForIt() async throws {
    let disk = DiskKeyValueStore()
    let tracker = LeakTracker()
    do {
      let remote = FakeRemoteConfig(server: ["paywall": false], latch: Latch())
      let statusLatch = Latch()
      let (session, status) = try AppSessionRemoteConfigTests.make(
        remote: remote, statusLatch: statusLatch, disk: disk, tracker: tracker)
      let launching = Task { await session.launch() }
      defer {
        statusLatch.open()
        remote.latch.open()
      }
      // Both asked before either answered: the config does not wait for the status.
      try await waitForCondition { remote.calls == 1 && status.calls == 1 }
      statusLatch.open()
      try await waitForCondition { session.status != nil && !session.isRestoringSession }
      try await waitForCondition { session.premium == .free }
      #expect(session.rootState == .loading, "a free user is not shown the paywall before the flags are known")
      remote.latch.open()
      await launching.value
      #expect(session.remoteConfigSource == .server)
      #expect(session.flags.isEnabled(.paywall) == false)
      #expect(session.rootState == .main, "the server turned the paywall off")
    }
    try await assertNoLeaks(tracker)
  }

  @Test func anOverrideHoldsWhateverTheServerSays() async throws {
    let disk = DiskKeyValueStore()
    let tracker = LeakTracker()
    do {
      let remote = FakeRemoteConfig(server: ["paywall": false])
      let (session, _) = try AppSessionRemoteConfigTests.make(
        remote: remote, flags: FeatureFlags([.paywall: true]), disk: disk, tracker: tracker)
      await session.launch()
      #expect(session.flags.isEnabled(.paywall))
      #expect(session.rootState == .paywall)
    }
    try await assertNoLeaks(tracker)
  }

  @Test func theDefaultsAfterAFailedFetchStillLetTheRootDecide() async throws {
    let disk = DiskKeyValueStore()
    let tracker = LeakTracker()
    do {
      let remote = FakeRemoteConfig(RemoteConfigResult(config: .defaults, source: .defaults))
      let (session, _) = try AppSessionRemoteConfigTests.make(remote: remote, disk: disk, tracker: tracker)
      await session.launch()
      #expect(session.remoteConfigSource == .defaults)
      #expect(session.rootState == .paywall, "the built-in default: the paywall is on")
    }
    try await assertNoLeaks(tracker)
  }
}
