import AppDomain
import Foundation
import Logging

/// The push device token's life (seed 002's `PushManager`, the part that talks to the API):
///
/// - when the person authorizes notifications (Settings' switch, web mode's prompt, or a launch
///   that finds them authorized), the system is asked for the token
///   (``RemoteNotificationsRegistering``);
/// - the token the system answers with is posted (`POST /devices`) for the signed-in user, at
///   once when a session is open, or when one starts;
/// - at sign-out it is deleted (`DELETE /devices/{token}`) while the session's credentials still
///   work, within a time limit, and a server that cannot be reached does not stop the sign-out;
/// - a deleted account's devices go with it on the server, so nothing is sent then;
/// - when the person turns notifications off in Settings (``RemotePushOptOut``), the token is
///   deleted on the server and not posted while they stay off; turning them on again
///   authorizes again, which posts it again. A server that cannot be reached then is logged as
///   a warning: its copy outlives the switch until it is turned on and off again, the session
///   ends, or APNs reports the token gone.
///
/// A session without a server account (the mock build, or a local user with sign-in off) gets
/// no device repository: the token is kept and logged, never sent.
@MainActor
public final class DeviceTokenRegistration: RemotePushOptOut {
  /// The token the system gave this run; nil until it answers.
  public private(set) var token: DeviceToken?
  /// The token the server holds for the open session; nil when none is registered.
  public private(set) var registered: DeviceToken?
  /// Whether the person turned notifications off (Settings' switch): the token is not posted.
  public private(set) var isTurnedOff: Bool
  private let registrar: (any RemoteNotificationsRegistering)?
  private var devices: (any DeviceRepositoryProtocol)?
  private var pending: Task<Void, Never>?
  /// Counts posts, so one that ends after its session did changes nothing.
  private var generation = 0
  private let logger: Logger

  /// - Parameters:
  ///   - registrar: nil where the platform has no push service (Linux, previews): the
  ///     authorization is then logged and nothing else happens.
  ///   - turnedOff: whether the person had turned notifications off (the stored switch).
  public init(
    registrar: (any RemoteNotificationsRegistering)?, turnedOff: Bool = false,
    logger: Logger = Logger(label: "template.push")
  ) {
    self.registrar = registrar
    isTurnedOff = turnedOff
    self.logger = logger
  }

  // MARK: - The system

  /// The person allowed notifications: ask the system for the push token. A token already known
  /// (notifications were turned off and on again this run) is posted again at once.
  public func notificationsAuthorized() {
    isTurnedOff = false
    postIfNeeded()
    guard let registrar else {
      logger.notice("notifications authorized, but this platform has no push service; no device token")
      return
    }
    registrar.registerForRemoteNotifications()
  }

  /// The system answered with the token (the app delegate's
  /// `didRegisterForRemoteNotificationsWithDeviceToken`): posted for the open session.
  public func received(_ token: DeviceToken) {
    guard !token.isEmpty else {
      logger.warning("the system gave an empty device token; ignored")
      return
    }
    self.token = token
    postIfNeeded()
  }

  /// The system could not register (no push entitlement, the simulator, no network).
  public func registrationFailed(_ reason: String) {
    logger.warning("registering for remote notifications failed: \(reason)")
  }

  // MARK: - The session

  /// A session with a server account opened: the token, once known, is posted with `devices`.
  /// Nil for a session without one.
  public func sessionStarted(devices: (any DeviceRepositoryProtocol)?) {
    cancelPost()
    self.devices = devices
    registered = nil
    postIfNeeded()
  }

  /// The session ends (sign-out), before its credentials are dropped: the token is deleted on
  /// the server within `timeLimit` (also when its post may still be in flight: deleting is
  /// idempotent). A failure is logged and the sign-out goes on: the server's copy then outlives
  /// the session until the token is registered again or APNs reports it gone.
  public func sessionEnding(timeLimit: Duration = .seconds(5)) async {
    cancelPost()
    let devices = devices
    self.devices = nil
    registered = nil
    guard let devices, let token else { return }
    do throws(RepositoryError) {
      try await devices.unregister(token, timeLimit: timeLimit)
      logger.info("device token deleted on the server", metadata: ["token": "\(token)"])
    } catch {
      logger.notice("the device token could not be deleted on the server; signing out anyway: \(error)")
    }
  }

  // MARK: - The person

  /// Settings' switch went off: the token is deleted on the server (also when its post may still
  /// be in flight: deleting is idempotent), within `timeLimit`. A failure is a logged warning.
  /// Turned on again meanwhile, the token is posted once the deletion has answered, so the
  /// server ends with it.
  public func notificationsTurnedOff() async {
    await notificationsTurnedOff(timeLimit: .seconds(5))
  }

  /// ``notificationsTurnedOff()`` with its time limit given (tests).
  public func notificationsTurnedOff(timeLimit: Duration) async {
    isTurnedOff = true
    cancelPost()
    registered = nil
    guard let token else {
      logger.info("notifications turned off before the system gave a device token; nothing to delete")
      return
    }
    guard let devices else {
      logger.info("notifications turned off; no server session holds the device token")
      return
    }
    generation += 1
    let generation = generation
    let deletion = Task { [weak self, logger] in
      do throws(RepositoryError) {
        try await devices.unregister(token, timeLimit: timeLimit)
        logger.info("notifications turned off; device token deleted on the server", metadata: ["token": "\(token)"])
      } catch {
        logger.warning(
          """
          notifications turned off, but the device token could not be deleted on the server; \
          it may keep pushing to this device: \(error)
          """)
      }
      self?.finishDeletion(generation: generation)
    }
    pending = deletion
    await deletion.value
  }

  /// The account was deleted: the server removed its devices with it, and the session's
  /// credentials no longer work, so there is nothing to send.
  public func accountDeleted() {
    cancelPost()
    devices = nil
    registered = nil
  }

  /// Waits for a post in flight (tests; a sign-out waits for it itself).
  public func settle() async {
    await pending?.value
  }

  // MARK: - Private

  private func cancelPost() {
    generation += 1
    pending?.cancel()
    pending = nil
  }

  private func postIfNeeded() {
    guard let token else { return }
    guard !isTurnedOff else {
      logger.info("device token kept; notifications are turned off", metadata: ["token": "\(token)"])
      return
    }
    guard let devices else {
      logger.info("device token kept; no server session to register it with", metadata: ["token": "\(token)"])
      return
    }
    guard registered != token, pending == nil else { return }
    generation += 1
    let generation = generation
    pending = Task { [weak self, logger] in
      var succeeded = false
      do throws(RepositoryError) {
        try await devices.register(token)
        succeeded = true
      } catch {
        logger.notice("the device token could not be registered; it is sent again next launch: \(error)")
      }
      self?.finishPost(of: token, generation: generation, succeeded: succeeded)
    }
  }

  /// A post ended. A newer session (or account deletion) since then makes it stale; a token
  /// that changed while it was in flight is posted next.
  private func finishPost(of token: DeviceToken, generation: Int, succeeded: Bool) {
    guard generation == self.generation, !Task.isCancelled else { return }
    pending = nil
    if succeeded {
      registered = token
      logger.info("device token registered on the server", metadata: ["token": "\(token)"])
    }
    if self.token != token { postIfNeeded() }
  }

  /// A deletion ended. Notifications turned on again while it was in flight post the token now,
  /// after it, so the server ends with the token.
  private func finishDeletion(generation: Int) {
    guard generation == self.generation, !Task.isCancelled else { return }
    pending = nil
    postIfNeeded()
  }
}
