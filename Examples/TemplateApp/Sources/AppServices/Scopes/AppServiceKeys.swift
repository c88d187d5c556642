import AppData
import AppDomain
// keel:sample begin
import ItemsFeature
// keel:sample end
import KeelCore
import KeelDesign
import KeelNetwork
import KeelStorage
import Logging

/// The login scope's keys (seed 004's LoginSession): what the app needs from launch on,
/// whoever is signed in.
extension ServiceKey where Value == Logger {
  public static var logger: Self { Self("logger") }
}

extension ServiceKey where Value == FeatureFlags {
  public static var flags: Self { Self("flags") }
}

extension ServiceKey where Value == KeyValueStore {
  public static var storage: Self { Self("storage") }
}

extension ServiceKey where Value == any NetworkLogging {
  public static var networkLogger: Self { Self("networkLogger") }
}

/// The live data layer's login part (status client, session repository, refresher). Absent in
/// the mock configuration, which builds no client at all.
extension ServiceKey where Value == AppDataServices {
  public static var network: Self { Self("network") }
}

extension ServiceKey where Value == any AppStatusServiceProtocol {
  public static var status: Self { Self("status") }
}

/// The server's feature flags (`GET /config`); absent in the mock configuration.
extension ServiceKey where Value == any RemoteConfigProviding {
  public static var remoteConfig: Self { Self("remoteConfig") }
}

extension ServiceKey where Value == any AnalyticsRepositoryProtocol {
  public static var launchAnalytics: Self { Self("launchAnalytics") }
}

/// The crash reporter (seed 002's manager over a crash-reporting service): one for the app's
/// life, so a report carries the breadcrumbs from before sign-in too.
extension ServiceKey where Value == any CrashReporting {
  public static var crashReporter: Self { Self("crashReporter") }
}

extension ServiceKey where Value == any AnalyticsManaging {
  public static var analytics: Self { Self("analytics") }
}

extension ServiceKey where Value == any SessionManaging {
  public static var session: Self { Self("session") }
}

extension ServiceKey where Value == any SessionRepositoryProtocol {
  public static var sessionRepository: Self { Self("sessionRepository") }
}

extension ServiceKey where Value == any SignInProvider {
  public static var signInProvider: Self { Self("signInProvider") }
  /// Sign in with Apple's server side (`POST /auth/apple`); the mock's provider in the mock
  /// configuration, as for e-mail.
  public static var appleSignInProvider: Self { Self("appleSignInProvider") }
}

/// Revokes the refresh token at sign-out (seed 001's `LogoutUseCase`).
extension ServiceKey where Value == any SessionRevoking {
  public static var revoker: Self { Self("revoker") }
}

extension ServiceKey where Value == any PurchasesManager {
  public static var purchases: Self { Self("purchases") }
}

/// The signed-in scope's keys (seed 004's AuthenticatedSession): gone at sign-out.
extension ServiceKey where Value == SignedInUser {
  public static var user: Self { Self("user") }
}

/// The bearer client; absent in the mock configuration.
extension ServiceKey where Value == APIClient {
  public static var signedInClient: Self { Self("signedInClient") }
}

extension ServiceKey where Value == any ItemsRepositoryProtocol {
  public static var items: Self { Self("items") }
}

extension ServiceKey where Value == any ProfileRepositoryProtocol {
  public static var profile: Self { Self("profile") }
}

// keel:sample begin
/// One catalog per session, shared by the list, the detail and the editor.
extension ServiceKey where Value == ItemsCatalog {
  public static var itemsCatalog: Self { Self("itemsCatalog") }
}
// keel:sample end

/// The signed-in user's profile, loaded when the scope opens (seed 002's `UserManager`).
extension ServiceKey where Value == UserManager {
  public static var userManager: Self { Self("userManager") }
}

/// The signed-in account on the server (delete account).
extension ServiceKey where Value == any AccountRepositoryProtocol {
  public static var account: Self { Self("account") }
}

/// The user's kept items list (offline start).
extension ServiceKey where Value == any ItemsListCache {
  public static var itemsCache: Self { Self("itemsCache") }
}

/// The session's toasts (DESIGN: errors shown to people): one centre per signed-in scope.
extension ServiceKey where Value == ToastCenter {
  public static var toasts: Self { Self("toasts") }
}

/// The signed-in user's push devices; absent in the mock configuration.
extension ServiceKey where Value == any DeviceRepositoryProtocol {
  public static var devices: Self { Self("devices") }
}
