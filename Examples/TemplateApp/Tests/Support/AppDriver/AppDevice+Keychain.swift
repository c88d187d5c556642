import AppData
import AppDomain
import Foundation
import KeelStorage

/// What the phone does to the app's Keychain: a restart locks it until the first unlock (a
/// launch in between is a background one: a background refresh or a push), and deleting the app
/// deletes its `UserDefaults` but not its Keychain items.
extension AppDevice {
  /// The phone restarted: the Keychain refuses every call until ``unlock(_:)``, as iOS does for
  /// items stored `AfterFirstUnlock` (`errSecInteractionNotAllowed`).
  public func restart() {
    keychain.lock()
  }

  /// A launch nobody watches finish (iOS launching the app in the background): the app at once,
  /// its launch running in `launching`.
  public func launchInBackground() throws -> (app: AppDriver, launching: Task<Void, Never>) {
    let app = try prepareLaunch()
    return (app, Task { await app.start() })
  }

  /// The person unlocked the phone: the Keychain opens, and `app` hears that protected data
  /// became available, as the app delegate forwards it.
  public func unlock(_ app: AppDriver) {
    keychain.unlock()
    app.services.protectedDataDidBecomeAvailable()
  }

  /// Signs in to the DevServer outside the app and leaves the tokens in the Keychain, where the
  /// app keeps its session: what an earlier install of the app left behind.
  public func keepSessionOfAnEarlierInstall() async throws {
    guard let server else { throw DeviceError.noServer }
    let tokens = try await SessionRepository(client: server.anonymousClient())
      .signIn(email: account.email, password: account.password).tokens
    try SessionTokenStore(store: keychain).save(tokens)
  }

  enum DeviceError: Error {
    case noServer
  }
}
