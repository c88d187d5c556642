import AppData
import AppDomain
import AppFeature
import Foundation
import KeelCore
import KeelNotifications
import KeelStorage
import Logging

/// What the `@main` app file drives: the composition root, the root coordinator it shows, and
/// the routing of notification taps. Every system event the app file hears arrives here as a
/// platform-neutral call, so what each one does is tested on Linux and the app file only
/// forwards.
@MainActor
public final class AppShell {
  public let services: AppServices
  /// The root: the app file shows its view.
  public let coordinator: AppCoordinator
  /// Where notification taps go (the app delegate forwards them).
  public let pushRouting: PushRoutingManager
  private let logger: Logger
  private var phase: AppScenePhase?
  private var hasBeenInBackground = false

  public init(services: AppServices, logger: Logger = Logger(label: "template.shell")) {
    self.services = services
    self.logger = logger
    let coordinator = services.makeAppCoordinator()
    self.coordinator = coordinator
    pushRouting = Self.pushRouting(for: coordinator, services: services)
    // iOS requires background tasks to be registered before launch finishes.
    services.backgroundRefresh?.register()
  }

  /// The routing of notification taps, local and remote alike, into `coordinator`'s deep-link
  /// gate (journey tests route through the same one).
  public static func pushRouting(for coordinator: AppCoordinator, services: AppServices) -> PushRoutingManager {
    PushRoutingManager(
      parser: AppDeepLinkParser.make(), gate: coordinator.deepLinks,
      planner: NotificationPlanner(identifierPrefix: LocalNotificationsConfiguration().identifierPrefix),
      analytics: services.analytics)
  }

  /// Builds the app from the bundle's configuration. A configuration that cannot start (a
  /// production build without its API keys) is an ``AppStartupError`` naming the key, which the
  /// app file shows instead of the app.
  public static func launch(environment: AppServicesEnvironment) -> Result<AppShell, AppStartupError> {
    let logger = Logger(label: "template.shell")
    do {
      return .success(AppShell(services: try AppServices(environment: environment), logger: logger))
    } catch {
      logger.critical("the app cannot start: \(error)")
      return .failure(AppStartupError(message: "\(error)"))
    }
  }

  // MARK: - Lifecycle

  /// The window showed: the launch runs (restore, status, the root) and the analytics an
  /// earlier run left are sent.
  public func start() async {
    await coordinator.start()
  }

  /// The scene moved to `phase` (SwiftUI's `scenePhase`). Back in the foreground from the
  /// background, the daily notifications are re-planned (the person may have changed the
  /// system setting, or days passed); into the background, the tabs' navigation and the
  /// analytics queue are saved and the queue is sent. The first activation is the launch's,
  /// which ``start()`` plans.
  ///
  /// The app lock follows every change: covered when inactive, its grace period from the
  /// background, and the prompt on each entry to the foreground (the launch's first activation
  /// or a return from the background, never the return from the system's own Face ID prompt).
  public func scenePhaseChanged(to phase: AppScenePhase) async {
    guard phase != self.phase else { return }
    self.phase = phase
    switch phase {
    case .active:
      // The phone is unlocked whenever the app is in front: covers an unlock the suspended app
      // was not told about.
      services.protectedDataDidBecomeAvailable()
      await services.appLock.sceneDidBecomeActive()
      guard hasBeenInBackground else { return }
      hasBeenInBackground = false
      logger.info("entered the foreground; re-planning the daily notifications")
      await coordinator.sceneDidBecomeActive()
    case .inactive:
      services.appLock.sceneWillResignActive()
    case .background:
      hasBeenInBackground = true
      services.appLock.sceneDidEnterBackground()
      services.backgroundRefresh?.scheduleNext()
      coordinator.sceneDidEnterBackground()
      await services.enteredBackground()
    }
  }

  /// The device's protected data became available (the app delegate's
  /// `applicationProtectedDataDidBecomeAvailable(_:)`, at the first unlock after a restart): a
  /// session the locked Keychain kept at launch is restored now.
  public func protectedDataDidBecomeAvailable() {
    services.protectedDataDidBecomeAvailable()
  }

  /// The system's time zone (or the date, at midnight) changed: the daily times are local.
  public func significantTimeChanged() async {
    await coordinator.timeZoneDidChange()
  }

  /// A URL opened the app (`onOpenURL`): a deep link, held until the tabs show.
  public func open(_ url: URL) {
    coordinator.open(url)
  }

  /// The system gave the push token (the app delegate's
  /// `didRegisterForRemoteNotificationsWithDeviceToken`): posted for the signed-in user.
  public func registeredForRemoteNotifications(deviceToken: Data) {
    services.deviceTokens.received(DeviceToken(bytes: deviceToken))
  }

  /// The system could not register for remote notifications (logged; local notifications work).
  public func failedToRegisterForRemoteNotifications(_ error: any Error) {
    services.deviceTokens.registrationFailed("\(error)")
  }

  /// A person answered a notification (the app delegate's `didReceive`), local or remote: a
  /// remote payload's top-level `deepLink` string goes through the same deep-link gate.
  @discardableResult
  public func notificationTapped(_ tap: NotificationTap) -> NotificationTapOutcome {
    pushRouting.handle(tap)
  }
}

/// Why the app could not start, shown in place of the app (a developer's configuration
/// mistake, such as a release build without its API keys).
public struct AppStartupError: Error, Sendable, Equatable, CustomStringConvertible {
  public let message: String

  public var description: String { message }
}
