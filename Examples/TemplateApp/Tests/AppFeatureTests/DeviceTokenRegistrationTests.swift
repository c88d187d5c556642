import AppDomain
import AppFeature
import AppLocalization
import AppTestSupport
import Foundation
import KeelDesign
import KeelNotifications
import KeelStorage
import KeelTesting
import SettingsFeature
import Testing

/// The push token's life against a recording repository: asked for on authorization, posted
/// for a session with a server account (once), deleted at the session's end even with a post
/// in flight, never sent for a session without an account or after the account is gone; deleted
/// when the person turns notifications off in Settings and posted again when they turn them on.
@MainActor
@Suite("DeviceTokenRegistration", .checksLeaks)
struct DeviceTokenRegistrationTests {
  static let token = DeviceToken(bytes: [0xDE, 0xAD, 0xBE, 0xEF, 0x00, 0x01, 0x02, 0x03])
  static let newer = DeviceToken(bytes: [0x0A, 0x0B, 0x0C, 0x0D, 0x0E, 0x0F, 0x10, 0x11])

  /// What a test starts from: the registration, the system's push service, the server's record
  /// of devices and the log.
  struct Setup {
    let registration: DeviceTokenRegistration
    let registrar: RecordingRemoteNotifications?
    let devices: RecordingDeviceRepository
    let log: LogCapture
  }

  /// The one set-up: a registration (tracked for the leak check) over `registrar`; with
  /// `session`, a session with a server account is open; with `posted`, the system has given
  /// ``token`` and its post has answered.
  func setUp(
    registrar: RecordingRemoteNotifications? = RecordingRemoteNotifications(),
    devices: RecordingDeviceRepository = RecordingDeviceRepository(), turnedOff: Bool = false,
    session: Bool = false, posted: Bool = false
  ) async -> Setup {
    let log = LogCapture()
    let registration = DeviceTokenRegistration(
      registrar: registrar, turnedOff: turnedOff, logger: log.logger("template.push"))
    LeakCheck.track(registration)
    if session { registration.sessionStarted(devices: devices) }
    if posted {
      registration.received(Self.token)
      await registration.settle()
    }
    return Setup(registration: registration, registrar: registrar, devices: devices, log: log)
  }

  // MARK: - The system

  @Test func anAuthorizationAsksTheSystemForTheToken() async throws {
    let setup = await setUp()
    setup.registration.notificationsAuthorized()
    setup.registration.notificationsAuthorized()
    let registrar = try #require(setup.registrar)
    #expect(registrar.registrations == 2, "asking again is harmless: the system answers with the current token")
  }

  @Test func withoutAPushServiceAnAuthorizationIsOnlyLogged() async {
    let setup = await setUp(registrar: nil)
    setup.registration.notificationsAuthorized()
    #expect(setup.log.lines.contains { $0.contains("no push service") }, "\(setup.log.lines)")
  }

  @Test func anEmptyTokenIsIgnored() async {
    let setup = await setUp(session: true)
    setup.registration.received(DeviceToken(bytes: []))
    await setup.registration.settle()
    #expect(setup.registration.token == nil)
    #expect(setup.devices.calls.isEmpty)
    #expect(setup.log.lines.contains { $0.contains("empty device token") })
  }

  // MARK: - Posting

  @Test func aTokenBeforeASessionIsPostedWhenTheSessionStartsOnce() async {
    let setup = await setUp()
    let registration = setup.registration
    registration.received(Self.token)
    #expect(registration.token == Self.token)
    #expect(setup.devices.calls.isEmpty)

    registration.sessionStarted(devices: setup.devices)
    await registration.settle()
    #expect(setup.devices.calls == [.register(Self.token.hex)])
    #expect(registration.registered == Self.token)

    // The system answers every launch's registration with the token again: nothing new to send.
    registration.received(Self.token)
    await registration.settle()
    #expect(setup.devices.calls == [.register(Self.token.hex)])
  }

  @Test func aTokenDuringASessionIsPostedAtOnceAndANewerOneReplacesIt() async {
    let setup = await setUp(session: true, posted: true)
    setup.registration.received(Self.newer)
    await setup.registration.settle()
    #expect(setup.devices.calls == [.register(Self.token.hex), .register(Self.newer.hex)])
    #expect(setup.registration.registered == Self.newer)
  }

  @Test func aTokenThatChangesWhileItsPostIsInFlightIsPostedNext() async throws {
    let latch = Latch()
    let setup = await setUp(devices: RecordingDeviceRepository(latch: latch), session: true)
    setup.registration.received(Self.token)
    try await waitForCondition { latch.arrivals == 1 }
    setup.registration.received(Self.newer)
    latch.open()
    try await waitForCondition { setup.registration.registered == Self.newer }
    #expect(setup.devices.calls == [.register(Self.token.hex), .register(Self.newer.hex)])
  }

  @Test func aFailedPostIsLoggedAndTriedAgainAtTheNextSession() async {
    let devices = RecordingDeviceRepository()
    devices.fail(with: .unavailable("offline"))
    let setup = await setUp(devices: devices, session: true, posted: true)
    #expect(setup.registration.registered == nil)
    #expect(setup.log.lines.contains { $0.contains("could not be registered") })

    devices.fail(with: nil)
    setup.registration.sessionStarted(devices: devices)
    await setup.registration.settle()
    #expect(setup.registration.registered == Self.token)
    #expect(devices.registered == [Self.token.hex])
  }

  @Test func aSessionWithoutAServerAccountSendsNothing() async {
    let setup = await setUp()
    setup.registration.sessionStarted(devices: nil)
    setup.registration.received(Self.token)
    await setup.registration.settle()
    await setup.registration.sessionEnding()
    #expect(setup.registration.registered == nil)
    #expect(setup.log.lines.contains { $0.contains("no server session to register it with") })
  }

  // MARK: - The session's end

  @Test func theSessionsEndDeletesTheTokenWithinItsTimeLimit() async {
    let setup = await setUp(session: true, posted: true)
    let registration = setup.registration

    await registration.sessionEnding(timeLimit: .seconds(3))
    #expect(setup.devices.calls.last == .unregister(Self.token.hex, timeLimit: .seconds(3)))
    #expect(setup.devices.registered.isEmpty)
    #expect(registration.registered == nil)
    #expect(registration.token == Self.token, "the token is the installation's; the next session posts it")

    // A second end (the root's own sign-out after an account deletion, say) sends nothing.
    await registration.sessionEnding()
    #expect(setup.devices.calls.count == 2)
  }

  @Test func aPostInFlightAtTheSessionsEndIsDeletedAnyway() async throws {
    let latch = Latch()
    let setup = await setUp(devices: RecordingDeviceRepository(latch: latch), session: true)
    setup.registration.received(Self.token)
    try await waitForCondition { latch.arrivals == 1 }

    await setup.registration.sessionEnding()
    latch.open()
    #expect(setup.devices.calls.contains(.unregister(Self.token.hex, timeLimit: .seconds(5))))
    // The post that was in flight belonged to the ended session: it marks nothing registered.
    try await Task.sleep(for: .milliseconds(50))
    #expect(setup.registration.registered == nil)
  }

  @Test func anUnreachableServerDoesNotStopTheSessionsEnd() async {
    let setup = await setUp(session: true, posted: true)
    setup.devices.fail(with: .unavailable("connection refused"))

    await setup.registration.sessionEnding()
    #expect(setup.registration.registered == nil)
    #expect(setup.log.lines.contains { $0.contains("could not be deleted on the server; signing out anyway") })
  }

  @Test func afterTheAccountIsDeletedNothingIsDeletedAtSignOut() async {
    let setup = await setUp(session: true, posted: true)
    setup.registration.accountDeleted()
    await setup.registration.sessionEnding()
    #expect(setup.devices.calls == [.register(Self.token.hex)], "the server removed the devices with the account")
  }

  // MARK: - Notifications turned off and on

  @Test func turningNotificationsOffDeletesTheTokenAndKeepsItFromBeingPostedAgain() async {
    let setup = await setUp(session: true, posted: true)
    let registration = setup.registration

    await registration.notificationsTurnedOff(timeLimit: .seconds(3))
    #expect(setup.devices.calls == [.register(Self.token.hex), .unregister(Self.token.hex, timeLimit: .seconds(3))])
    #expect(setup.devices.registered.isEmpty, "the server no longer pushes to this device")
    #expect(registration.registered == nil)
    #expect(registration.isTurnedOff)

    // The system's answer to a later registration, and a new session, post nothing while off.
    registration.received(Self.token)
    registration.sessionStarted(devices: setup.devices)
    await registration.settle()
    #expect(setup.devices.calls.count == 2, "\(setup.devices.calls)")
    #expect(setup.log.lines.contains { $0.contains("notifications are turned off") })
  }

  @Test func turningThemOnAgainPostsTheKnownTokenAtOnce() async throws {
    let setup = await setUp(session: true, posted: true)
    await setup.registration.notificationsTurnedOff()

    setup.registration.notificationsAuthorized()
    await setup.registration.settle()
    #expect(!setup.registration.isTurnedOff)
    #expect(setup.registration.registered == Self.token)
    #expect(setup.devices.registered == [Self.token.hex])
    #expect(try #require(setup.registrar).registrations == 1, "the system is asked too: the token may have changed")
  }

  @Test func anUnreachableServerWhenTurningOffIsAWarning() async {
    let setup = await setUp(session: true, posted: true)
    setup.devices.fail(with: .unavailable("connection refused"))

    await setup.registration.notificationsTurnedOff()
    #expect(setup.registration.isTurnedOff, "the switch stays off")
    #expect(setup.registration.registered == nil)
    let warning = setup.log.records.first { $0.message.contains("could not be deleted on the server") }
    #expect(warning?.level == .warning, "\(setup.log.lines)")
  }

  @Test func turningOffWithNothingOnTheServerSendsNothing() async {
    let withoutToken = await setUp(session: true)
    await withoutToken.registration.notificationsTurnedOff()
    #expect(withoutToken.devices.calls.isEmpty)
    #expect(withoutToken.log.lines.contains { $0.contains("before the system gave a device token") })

    let withoutSession = await setUp(posted: true)
    await withoutSession.registration.notificationsTurnedOff()
    #expect(withoutSession.devices.calls.isEmpty)
    #expect(withoutSession.log.lines.contains { $0.contains("no server session holds the device token") })
  }

  @Test func aLaunchWithNotificationsOffPostsNothing() async {
    let setup = await setUp(turnedOff: true, session: true, posted: true)
    #expect(setup.devices.calls.isEmpty)
    #expect(setup.registration.registered == nil)
  }

  // MARK: - Settings' switch

  /// The switch as the app wires it: Settings' view model over the consent, whose controller
  /// relays granted authorizations to the registration, and which tells it when the switch goes
  /// off.
  @Test func settingsSwitchDeletesTheTokenWhenOffAndPostsItWhenOnAgain() async throws {
    let setup = await setUp(session: true, posted: true)
    let registration = setup.registration
    let store = KeyValueStore(backend: InMemoryKeyValueBackend())
    let center = InMemoryNotificationCenter(
      now: Date(), timeZone: TimeZone(identifier: "UTC")!, authorization: .authorized)
    let relay = NotificationsAuthorizationRelay(
      controller: DefaultLocalNotificationsController(
        messagesProvider: TemplateNotificationMessagesProvider(preferredLanguages: { ["en"] }), center: center),
      authorized: { [weak registration] in await registration?.notificationsAuthorized() })
    let consent = NotificationsConsent(store: store, controller: relay, pushOptOut: registration)
    let settings = SettingsViewModel(
      loadProfile: LoadProfileUseCase(repository: FakeProfileRepository()),
      language: storedLanguagePreference(store: store) { _ in },
      theme: ThemePreference(themeStore: try ThemeStore(), store: store), notifications: consent,
      appInfo: AppVersionInfo(version: "1.0", build: "1", configuration: .development))
    for object: AnyObject in [consent, settings] { LeakCheck.track(object) }

    settings.setNotificationsEnabled(false)
    try await waitForCondition { setup.devices.registered.isEmpty }
    #expect(setup.devices.calls.last == .unregister(Self.token.hex, timeLimit: .seconds(5)))
    #expect(!settings.notificationsEnabled)

    settings.setNotificationsEnabled(true)
    try await waitForCondition { setup.devices.registered == [Self.token.hex] }
    try await waitForCondition { registration.registered == Self.token }
    #expect(try #require(setup.registrar).registrations == 1)
  }
}
