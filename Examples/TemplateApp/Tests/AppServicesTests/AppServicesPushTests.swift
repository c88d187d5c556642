import AppData
import AppDomain
import AppFeature
import AppServices
import AppTestSupport
import DevServer
import Foundation
import KeelCore
import KeelNotifications
import KeelStorage
import KeelTesting
import SettingsFeature
import Testing

/// The push device token through the real composition root, against the in-process DevServer
/// over a real socket: authorizing notifications (Settings' switch, or a launch that finds them
/// authorized) asks the system for the token, the token is posted for the signed-in user, and
/// it is deleted at sign-out before the session's tokens are revoked — also when the server
/// cannot be reached — and never sent again after the account is deleted.
@MainActor
@Suite("AppServices: push device token")
struct AppServicesPushTests {
  /// What the system answers `registerForRemoteNotifications()` with (32 bytes, as APNs' today).
  nonisolated static let systemToken = Data((0..<32).map { UInt8(255 - $0) })
  nonisolated static let token = DeviceToken(bytes: systemToken)

  let registrar = RecordingRemoteNotifications()
  let tracker = LeakTracker()

  // MARK: - Posted after authorization

  @Test func authorizingInSettingsRegistersAndTheTokenIsPostedForTheUser() async throws {
    try await DevServerHarness.with { harness in
      do {
        let services = try launchable(harness, center: Self.center(.notDetermined))
        await services.launch()
        #expect(registrar.registrations == 0, "nobody has authorized notifications yet")
        try await signIn(services, harness)

        // Settings' switch: off, then on again; turning it on asks the system, the person allows.
        let settings = services.settingsViewModel()
        tracker.track(settings, label: "settings")
        settings.setNotificationsEnabled(false)
        settings.setNotificationsEnabled(true)
        try await waitForCondition(timeout: .seconds(10)) { registrar.registrations == 1 }

        // The system answers through the app delegate, which the shell forwards.
        services.deviceTokens.received(DeviceToken(bytes: Self.systemToken))
        try await waitForDevices(harness) { $0 == [Self.token.hex] }
        #expect(harness.server.activity.count(of: .registerDevice) == 1)
      }
      try await assertNoLeaks(tracker, settle: .seconds(5))
    }
  }

  @Test func aLaunchThatFindsNotificationsAuthorizedRegistersAgainUnlessTheSwitchIsOff() async throws {
    try await DevServerHarness.with { harness in
      let store = KeyValueStore(backend: InMemoryKeyValueBackend())
      do {
        let services = try launchable(harness, store: store, center: Self.center(.authorized))
        await services.launch()
        #expect(registrar.registrations == 1, "the token can change: Apple asks apps to register at every launch")
      }
      store.set(false, \.notificationsConsent)
      do {
        let services = try launchable(harness, store: store, center: Self.center(.authorized))
        await services.launch()
        #expect(registrar.registrations == 1, "the person stopped notifications in Settings")
      }
      try await assertNoLeaks(tracker, settle: .seconds(5))
    }
  }

  // MARK: - Deleted at sign-out

  @Test func signingOutDeletesTheTokenBeforeTheSessionIsRevoked() async throws {
    try await DevServerHarness.with { harness in
      do {
        let services = try await signedInWithTheTokenRegistered(harness)

        await services.signOut()

        #expect(try await harness.server.database.devices().isEmpty)
        let routes = harness.server.activity.records.compactMap(\.route)
        let deleted = try #require(routes.firstIndex(of: .deleteDevice))
        let revoked = try #require(routes.firstIndex(of: .logout))
        #expect(deleted < revoked, "deleted while the access token still worked: \(routes)")
        #expect(services.deviceTokens.registered == nil)
        #expect(services.scopes.signedIn == nil)
      }
      try await assertNoLeaks(tracker, settle: .seconds(5))
    }
  }

  @Test func signingOutWithTheServerDownStillSignsOut() async throws {
    try await DevServerHarness.with { harness in
      let secureStore = InMemorySecureStore()
      do {
        let services = try await signedInWithTheTokenRegistered(harness, secureStore: secureStore)
        await harness.server.stop()

        await services.signOut()

        #expect(SessionTokenStore(store: secureStore).load() == nil, "the tokens leave the device")
        #expect(services.scopes.signedIn == nil)
        #expect(!services.session.signInGate.isSignedIn)
        #expect(services.deviceTokens.registered == nil)
      }
      try await assertNoLeaks(tracker, settle: .seconds(5))
    }
  }

  // MARK: - Account deletion

  @Test func aDeletedAccountsDevicesGoWithItAndNothingIsSentAfter() async throws {
    try await DevServerHarness.with { harness in
      do {
        let services = try await signedInWithTheTokenRegistered(harness)

        let deletion = services.deleteAccountViewModel()
        tracker.track(deletion, label: "delete account")
        let deleted = Locked(false)
        deletion.output = .init(onDeleted: { deleted.withLock { $0 = true } }, onCancel: {})
        deletion.password = harness.account.password
        deletion.requestDelete()
        deletion.confirmDelete()
        try await waitForCondition(timeout: .seconds(10)) { deleted.withLock { $0 } }
        // The root signs out after a deletion (Settings' output); here directly.
        await services.signOut()

        #expect(try await harness.server.database.devices().isEmpty)
        #expect(harness.server.activity.count(of: .deleteDevice) == 0, "the server deleted them with the account")
      }
      try await assertNoLeaks(tracker, settle: .seconds(5))
    }
  }

  // MARK: - Helpers

  static func center(_ authorization: NotificationAuthorizationStatus) -> InMemoryNotificationCenter {
    InMemoryNotificationCenter(now: Date(), timeZone: TimeZone(identifier: "UTC")!, authorization: authorization)
  }

  /// A development build against `harness` with the registrar as the platform's push service,
  /// and the gates between launch and the tabs other than sign-in off. Tracked for the leak
  /// assertion.
  private func launchable(
    _ harness: DevServerHarness, store: KeyValueStore = KeyValueStore(backend: InMemoryKeyValueBackend()),
    secureStore: any SecureStore = InMemorySecureStore(), center: InMemoryNotificationCenter
  ) throws -> AppServices {
    let values = TestEnvironments.values(.development, extra: TestEnvironments.apiValues(for: harness))
    var environment = TestEnvironments.environment(
      values, store: store, secureStore: secureStore, flagOverrides: [.onboarding: false, .paywall: false],
      notificationCenter: center)
    environment.remoteNotifications = registrar
    let services = try AppServices(environment: environment)
    tracker.track(services, label: "services")
    tracker.track(services.deviceTokens, label: "device tokens")
    return services
  }

  /// Signs the account in through the factory's view model, as a person would.
  /// Launched with notifications authorized, signed in, and the system's token on the server.
  private func signedInWithTheTokenRegistered(
    _ harness: DevServerHarness, secureStore: any SecureStore = InMemorySecureStore()
  ) async throws -> AppServices {
    let services = try launchable(harness, secureStore: secureStore, center: Self.center(.authorized))
    await services.launch()
    try await signIn(services, harness)
    services.deviceTokens.received(Self.token)
    try await waitForDevices(harness) { $0 == [Self.token.hex] }
    return services
  }

  private func signIn(_ services: AppServices, _ harness: DevServerHarness) async throws {
    let viewModel = services.makeSignInViewModel()
    viewModel.output.signedIn = { [weak services] user in services?.signedIn(as: user) }
    viewModel.email = harness.account.email
    viewModel.password = harness.account.password
    viewModel.submit()
    try await waitForCondition(timeout: .seconds(10)) { services.scopes.signedIn != nil }
  }

  /// Waits until the server's stored tokens for the account pass `condition`.
  private func waitForDevices(
    _ harness: DevServerHarness, _ condition: @escaping @Sendable ([String]) -> Bool
  ) async throws {
    let database = harness.server.database
    let email = harness.account.email
    let deadline = ContinuousClock.now + .seconds(10)
    while !condition(try await database.devices(owner: email).map(\.token)) {
      guard ContinuousClock.now < deadline else {
        Issue.record("the server's devices never became as expected: \(try await database.devices())")
        return
      }
      try await Task.sleep(for: .milliseconds(20))
    }
  }
}
