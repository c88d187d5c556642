import AppDomain
import AppFeature
import AppTestSupport
import Foundation
import KeelTesting
import Testing

/// The push token's life against a recording repository: asked for on authorization, posted
/// for a session with a server account (once), deleted at the session's end even with a post
/// in flight, never sent for a session without an account or after the account is gone.
@MainActor
@Suite("DeviceTokenRegistration", .checksLeaks)
struct DeviceTokenRegistrationTests {
  static let token = DeviceToken(bytes: [0xDE, 0xAD, 0xBE, 0xEF, 0x00, 0x01, 0x02, 0x03])
  static let newer = DeviceToken(bytes: [0x0A, 0x0B, 0x0C, 0x0D, 0x0E, 0x0F, 0x10, 0x11])

  func make(
    registrar: RecordingRemoteNotifications? = RecordingRemoteNotifications(), log: LogCapture = LogCapture()
  )
    -> DeviceTokenRegistration
  {
    let registration = DeviceTokenRegistration(registrar: registrar, logger: log.logger("template.push"))
    LeakCheck.track(registration)
    return registration
  }

  @Test func anAuthorizationAsksTheSystemForTheToken() {
    let registrar = RecordingRemoteNotifications()
    let registration = make(registrar: registrar)
    registration.notificationsAuthorized()
    registration.notificationsAuthorized()
    #expect(registrar.registrations == 2, "asking again is harmless: the system answers with the current token")
  }

  @Test func withoutAPushServiceAnAuthorizationIsOnlyLogged() {
    let log = LogCapture()
    let registration = make(registrar: nil, log: log)
    registration.notificationsAuthorized()
    #expect(log.lines.contains { $0.contains("no push service") }, "\(log.lines)")
  }

  @Test func aTokenBeforeASessionIsPostedWhenTheSessionStartsOnce() async {
    let registration = make()
    let devices = RecordingDeviceRepository()
    registration.received(Self.token)
    #expect(registration.token == Self.token)
    #expect(devices.calls.isEmpty)

    registration.sessionStarted(devices: devices)
    await registration.settle()
    #expect(devices.calls == [.register(Self.token.hex)])
    #expect(registration.registered == Self.token)

    // The system answers every launch's registration with the token again: nothing new to send.
    registration.received(Self.token)
    await registration.settle()
    #expect(devices.calls == [.register(Self.token.hex)])
  }

  @Test func aTokenDuringASessionIsPostedAtOnceAndANewerOneReplacesIt() async {
    let registration = make()
    let devices = RecordingDeviceRepository()
    registration.sessionStarted(devices: devices)
    registration.received(Self.token)
    await registration.settle()
    registration.received(Self.newer)
    await registration.settle()
    #expect(devices.calls == [.register(Self.token.hex), .register(Self.newer.hex)])
    #expect(registration.registered == Self.newer)
  }

  @Test func aTokenThatChangesWhileItsPostIsInFlightIsPostedNext() async throws {
    let registration = make()
    let latch = Latch()
    let devices = RecordingDeviceRepository(latch: latch)
    registration.sessionStarted(devices: devices)
    registration.received(Self.token)
    try await waitForCondition { latch.arrivals == 1 }
    registration.received(Self.newer)
    latch.open()
    try await waitForCondition { registration.registered == Self.newer }
    #expect(devices.calls == [.register(Self.token.hex), .register(Self.newer.hex)])
  }

  @Test func theSessionsEndDeletesTheTokenWithinItsTimeLimit() async {
    let registration = make()
    let devices = RecordingDeviceRepository()
    registration.sessionStarted(devices: devices)
    registration.received(Self.token)
    await registration.settle()

    await registration.sessionEnding(timeLimit: .seconds(3))
    #expect(devices.calls.last == .unregister(Self.token.hex, timeLimit: .seconds(3)))
    #expect(devices.registered.isEmpty)
    #expect(registration.registered == nil)
    #expect(registration.token == Self.token, "the token is the installation's; the next session posts it")

    // A second end (the root's own sign-out after an account deletion, say) sends nothing.
    await registration.sessionEnding()
    #expect(devices.calls.count == 2)
  }

  @Test func aPostInFlightAtTheSessionsEndIsDeletedAnyway() async throws {
    let registration = make()
    let latch = Latch()
    let devices = RecordingDeviceRepository(latch: latch)
    registration.sessionStarted(devices: devices)
    registration.received(Self.token)
    try await waitForCondition { latch.arrivals == 1 }

    await registration.sessionEnding()
    latch.open()
    #expect(devices.calls.contains(.unregister(Self.token.hex, timeLimit: .seconds(5))))
    // The post that was in flight belonged to the ended session: it marks nothing registered.
    try await Task.sleep(for: .milliseconds(50))
    #expect(registration.registered == nil)
  }

  @Test func anUnreachableServerDoesNotStopTheSessionsEnd() async {
    let log = LogCapture()
    let registration = make(log: log)
    let devices = RecordingDeviceRepository()
    registration.sessionStarted(devices: devices)
    registration.received(Self.token)
    await registration.settle()
    devices.fail(with: .unavailable("connection refused"))

    await registration.sessionEnding()
    #expect(registration.registered == nil)
    #expect(log.lines.contains { $0.contains("could not be deleted on the server; signing out anyway") })
  }

  @Test func aFailedPostIsLoggedAndTriedAgainAtTheNextSession() async {
    let log = LogCapture()
    let registration = make(log: log)
    let devices = RecordingDeviceRepository()
    devices.fail(with: .unavailable("offline"))
    registration.sessionStarted(devices: devices)
    registration.received(Self.token)
    await registration.settle()
    #expect(registration.registered == nil)
    #expect(log.lines.contains { $0.contains("could not be registered") })

    devices.fail(with: nil)
    registration.sessionStarted(devices: devices)
    await registration.settle()
    #expect(registration.registered == Self.token)
    #expect(devices.registered == [Self.token.hex])
  }

  @Test func aSessionWithoutAServerAccountSendsNothing() async {
    let log = LogCapture()
    let registration = make(log: log)
    registration.sessionStarted(devices: nil)
    registration.received(Self.token)
    await registration.settle()
    await registration.sessionEnding()
    #expect(registration.registered == nil)
    #expect(log.lines.contains { $0.contains("no server session to register it with") })
  }

  @Test func afterTheAccountIsDeletedNothingIsDeletedAtSignOut() async {
    let registration = make()
    let devices = RecordingDeviceRepository()
    registration.sessionStarted(devices: devices)
    registration.received(Self.token)
    await registration.settle()

    registration.accountDeleted()
    await registration.sessionEnding()
    #expect(devices.calls == [.register(Self.token.hex)], "the server removed the devices with the account")
  }

  @Test func anEmptyTokenIsIgnored() async {
    let log = LogCapture()
    let registration = make(log: log)
    let devices = RecordingDeviceRepository()
    registration.sessionStarted(devices: devices)
    registration.received(DeviceToken(bytes: []))
    await registration.settle()
    #expect(registration.token == nil)
    #expect(devices.calls.isEmpty)
    #expect(log.lines.contains { $0.contains("empty device token") })
  }
}
