import AppData
import AppDomain
import AppFeature
import AppLocalization
import AuthFeature
import Foundation
// keel:sample begin
import ItemsFeature
// keel:sample end
import KeelCore
import KeelDesign
import KeelNotifications
import KeelStorage
import Logging
import PaywallFeature
import SettingsFeature

/// The composition root (seed 002's `AppServices`, seed 004's session scopes): builds the
/// services of one build configuration, owns the login scope for the app's life and a
/// signed-in scope per session, and implements every feature's elements factory.
///
/// - `mock`: no network at all: fixture repositories, ``MockSignInProvider``,
///   ``MockPurchasesManager``, the native status; no `APIClient` is built.
/// - `development`: the API at `TEMPLATE_API_BASE_URL` (the DevServer's address), network
///   logging on.
/// - `production`: the same keys, required; logging off. A missing key fails here, naming it.
///
/// The signed-in scope holds the bearer client, the repositories over it and the items
/// catalog; ``signedIn(as:)`` opens it (at sign-in; ``launch()`` opens it for a restored
/// session, or for a local user when sign-in is off), ``signOut()`` closes it and nothing it
/// held survives.
@MainActor
public final class AppServices {
  /// The name of the signed-in scope's user when sign-in is off or skipped.
  public static let localUser = SignedInUser(id: "local", email: "")

  public let configuration: BuildConfiguration
  public let settings: AppAPISettings
  /// The flags the app runs with now: the built-in defaults, the server's remote configuration
  /// (the one kept from the last launch until this launch's answer arrives), and the overrides
  /// from configuration (`FEATURE_<NAME>`) and code on top.
  public var flags: FeatureFlags { session.flags }
  public let scopes: SessionScopes
  /// The root's state (seed 002's `AppSession`), over the login scope's services.
  public let session: AppSession
  /// The background refresh that keeps the daily notifications going (nil without a scheduler):
  /// the app file registers it at launch and calls ``BackgroundRefresh/scheduleNext()`` on
  /// entering the background.
  public let backgroundRefresh: BackgroundRefresh?
  /// The app lock's settings (Settings) and the lock itself (the root's cover; the app file
  /// forwards the scene phase to it).
  public let appLockSettings: any AppLockSettings
  public let appLock: AppLock
  /// The push device token: asked for when notifications are authorized, posted for the
  /// signed-in user, deleted at sign-out. The app shell hands it what the app delegate hears.
  public let deviceTokens: DeviceTokenRegistration
  let environment: AppServicesEnvironment
  let logger: Logger

  // Preferences and gates shared by the screens that show them, built once.
  let languagePreference: StoredLanguagePreference
  let themePreference: ThemePreference
  let notificationsConsent: NotificationsConsent
  /// Schedules and removes the local notifications (Settings' test button, the status rule);
  /// a granted authorization also registers for remote notifications.
  let notificationController: any LocalNotificationsControlling
  let paywallGate: PaywallGate
  let appVersionInfo: AppVersionInfo
  /// Signs out when the server ends the session (``followSessionEnds()``).
  var sessionEndWatch: SessionEndWatch?

  /// Reads the build configuration from `KEEL_BUILD_CONFIGURATION` in the environment's values.
  public convenience init(environment: AppServicesEnvironment) throws {
    try self.init(configuration: BuildConfiguration(configuration: environment.values), environment: environment)
  }

  /// Builds the login scope for `configuration`. Throws ``ConfigurationError`` naming a missing
  /// or unreadable key (development and production need the API keys; mock needs none).
  public init(configuration: BuildConfiguration, environment: AppServicesEnvironment) throws {
    let logger = Logger(label: "template.services")
    self.configuration = configuration
    self.environment = environment
    self.logger = logger
    var settings = try AppAPISettings.load(
      from: environment.values, build: configuration, appVersion: environment.appVersion)
    settings.userAgent = AppUserAgent(
      appName: environment.appName, version: environment.appVersion, build: environment.buildNumber,
      system: environment.system)
    self.settings = settings
    let store = environment.keyValueStore
    var flags = FeatureFlags(flags: FeatureFlag.appFlags, configuration: environment.values)
    for (flag, enabled) in environment.flagOverrides { flags.set(flag, enabled: enabled) }
    // The flags read before the launch's fetch answers (the status check) follow the kept
    // remote configuration; the mock build has none to keep.
    if configuration != .mock, let kept = store.value(for: RemoteConfigProvider.storageKey) {
      flags = flags.withRemoteValues(kept.split(known: FeatureFlag.appFlags).values)
    }

    scopes = SessionScopes { scope in
      Self.registerLogin(
        in: scope, configuration: configuration, settings: settings, flags: flags, environment: environment)
    }
    let login = scopes.login
    let purchases = Self.resolve(.purchases, in: login)
    session = AppSession(
      services: AppSession.Services(
        status: Self.resolve(.status, in: login), session: Self.resolve(.session, in: login),
        launchAnalytics: Self.resolve(.launchAnalytics, in: login),
        purchases: purchases, remoteConfig: try? login.resolve(.remoteConfig),
        launchDeadline: settings.statusDeadline),
      store: store, flags: flags)

    // The store's listener starts with the process, not with a scene: a background launch (a
    // refresh, a push) has no scene, and a renewal or refund delivered then must be handled.
    // Its first answer (the current entitlements) is what the launch's premium waits for.
    Task { await purchases.start() }

    languagePreference = StoredLanguagePreference(store: store, apply: environment.applyLanguage)
    // Built-in themes are valid by construction; a failure here is a programming error in
    // KeelDesign's catalogue, reported as a start-up error rather than a crash.
    themePreference = ThemePreference(themeStore: try ThemeStore(), store: store)
    let deviceTokens = DeviceTokenRegistration(
      registrar: environment.remoteNotifications, turnedOff: !store.value(\.notificationsConsent))
    self.deviceTokens = deviceTokens
    notificationController = NotificationsAuthorizationRelay(
      controller: DefaultLocalNotificationsController(
        messagesProvider: TemplateNotificationMessagesProvider(preferredLanguages: environment.notificationLanguages),
        center: environment.notificationCenter),
      authorized: { [weak deviceTokens] in await deviceTokens?.notificationsAuthorized() })
    notificationsConsent = NotificationsConsent(
      store: store, controller: notificationController, pushOptOut: deviceTokens)
    paywallGate = PaywallGate(store: store, entitlement: purchases.entitlement.value)
    appVersionInfo = AppVersionInfo(
      version: environment.appVersion, build: environment.buildNumber, configuration: configuration)
    backgroundRefresh = Self.makeBackgroundRefresh(
      environment: environment, status: Self.resolve(.status, in: login), flags: flags,
      notifications: StatusNotifications(consent: notificationsConsent, controller: notificationController),
      logger: logger)
    let authenticator = environment.deviceAuthentication ?? NoDeviceAuthentication()
    let lockSettings = StoredAppLockSettings(store: store, authenticator: authenticator)
    appLockSettings = lockSettings
    appLock = AppLock(policy: { lockSettings.policy }, authenticator: authenticator, reason: { L10n.lock.reason })
    // Before any text shows (StoredLanguagePreference.applyStored).
    languagePreference.applyStored()
    sessionEndWatch = followSessionEnds()
    logger.info(
      "services built", metadata: ["configuration": "\(configuration)", "baseURL": "\(settings.baseURL)"])
  }

  private static func makeBackgroundRefresh(
    environment: AppServicesEnvironment, status: any AppStatusServiceProtocol, flags: FeatureFlags,
    notifications: StatusNotifications, logger: Logger
  ) -> BackgroundRefresh? {
    guard let scheduler = environment.backgroundTasks else {
      logger.notice("no background task scheduler on this platform; no background refresh")
      return nil
    }
    let checksStatus = flags.isEnabled(.statusCheck)
    return BackgroundRefresh(
      scheduler: scheduler, loadStatus: { checksStatus ? await status.loadStatus().status : .zero },
      notifications: notifications)
  }

  // MARK: - Launch and the session

  /// Runs the session's launch (which waits for the purchases manager's first answer, started
  /// when the services were built), then opens the signed-in scope for a restored session, or for a local user
  /// when sign-in is off.
  public func launch() async {
    await session.launch()
    // The tabs may have shown (and opened this scope through ``signedInScope``) as soon as the
    // session was restored, before the rest of the launch answered: the same scope stays.
    if scopes.signedIn == nil, let user = launchUser { openSignedInScope(for: user) }
    await registerForRemoteNotificationsIfAuthorized()
  }

  /// Whose scope the launch opens: the restored session's user (nil user: read from storage),
  /// or a local user when sign-in is off; none while someone must still sign in.
  private var launchUser: SignedInUser?? {
    if session.signInGate.isSignedIn { return .some(nil) }
    if !flags.isEnabled(.signIn) { return .some(Self.localUser) }
    return nil
  }

  /// A launch that finds notifications already authorized (an earlier run asked) registers for
  /// remote notifications again: Apple asks apps to on every launch, since the token can change.
  /// Not while the Settings switch is off: the person stopped notifications.
  private func registerForRemoteNotificationsIfAuthorized() async {
    guard notificationsConsent.isGiven else { return }
    guard await environment.notificationCenter.authorizationStatus().allowsDelivery else { return }
    deviceTokens.notificationsAuthorized()
  }

  /// A person signed in (the auth flow's output): opens their scope, closing any other.
  public func signedIn(as user: SignedInUser) {
    openSignedInScope(for: user)
  }

  /// Ends the session (seed 001's ``LogoutUseCase``): the refresh token is revoked on the
  /// server, then the tokens leave the secure store and the signed-in scope closes, even when
  /// the server cannot be reached. With sign-in off a fresh local scope opens, so scope-bound
  /// features keep working.
  public func signOut() async {
    // While the session's credentials still work: the device stops receiving its pushes.
    await deviceTokens.sessionEnding()
    let store = environment.keyValueStore
    let logout = LogoutUseCase(revoker: login(.revoker), session: login(.session)) { [weak self] in
      store.set("", \.sessionUserID)
      store.set("", \.sessionUserEmail)
      // The person's analytics queue is saved and events go to the login scope again.
      self?.sessionManagersClosing()
      self?.scopes.closeSignedIn()
    }
    let outcome = await logout.execute()
    // The root's state: sign-in shows again (its own session sign-out finds no tokens left).
    await session.signOut()
    logger.info("signed out; the signed-in scope is closed", metadata: ["server": "\(outcome)"])
    if !flags.isEnabled(.signIn) { openSignedInScope(for: Self.localUser) }
  }

  /// The open signed-in scope. Screens behind it (the main tabs) are only built once one is
  /// open; if none is (the person continued without an account), a local user's scope opens,
  /// with a log line.
  public var signedInScope: ServiceScope {
    if let scope = scopes.signedIn { return scope }
    // The root shows the tabs as soon as the session is restored (or at once with sign-in
    // off), which can be before the launch finishes: their scope is the session's own.
    if let user = launchUser { return openSignedInScope(for: user) }
    logger.notice("a signed-in service was asked for with no scope open; opening a local user's scope")
    return openSignedInScope(for: Self.localUser)
  }

  /// Looks `key` up in `scope`; a missing registration is a programming error (DESIGN:
  /// dependency injection) and traps with the key and scope named.
  static func resolve<Value>(_ key: ServiceKey<Value>, in scope: ServiceScope) -> Value {
    do {
      return try scope.resolve(key)
    } catch {
      preconditionFailure(error.description)
    }
  }

  func login<Value>(_ key: ServiceKey<Value>) -> Value { Self.resolve(key, in: scopes.login) }

  func signedIn<Value>(_ key: ServiceKey<Value>) -> Value { Self.resolve(key, in: signedInScope) }

  /// The session's toast centre, for the coordinators that raise toasts (Items, Favorites).
  public var toasts: ToastCenter { signedIn(.toasts) }
}
