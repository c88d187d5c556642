#if canImport(SwiftUI)
  // The app target is iOS only (project.yml): its app delegate is UIKit's, so the app exists
  // where UIKit does. A Mac build of the package (and the harness's macOS build) has no app.
  #if canImport(UIKit)
    import AppDomain
    import AppFeature
    import AppServices
    import Foundation
    import SwiftUI
    import UIKit
    import UserNotifications

    /// The iOS app. It only adapts: the app delegate builds the ``AppShell`` from the bundle's
    /// configuration, the window shows the root coordinator's view, and every system event
    /// (scene phase, opened URLs, time changes, notification taps) is forwarded to the shell,
    /// which decides what it means (tested on Linux).
    @main
    struct TemplateApp: App {
      @UIApplicationDelegateAdaptor(TemplateAppDelegate.self) private var delegate
      @Environment(\.scenePhase) private var scenePhase

      var body: some Scene {
        WindowGroup {
          TemplateRootView(launch: delegate.launch)
        }
        .onChange(of: scenePhase) { _, phase in
          guard case .success(let shell) = delegate.launch else { return }
          Task { await shell.scenePhaseChanged(to: AppScenePhase(phase)) }
        }
      }
    }

    /// The root coordinator's view, or, when the configuration cannot start, what is wrong
    /// with it (a developer's mistake, such as a release build without its API keys).
    struct TemplateRootView: View {
      let launch: Result<AppShell, AppStartupError>

      var body: some View {
        switch launch {
        case .success(let shell):
          AppCoordinatorView(coordinator: shell.coordinator)
            .appLock(shell.services.appLock)
            .task { await shell.start() }
            .onOpenURL { url in shell.open(url) }
        case .failure(let error):
          Text(verbatim: error.message)
            .padding()
        }
      }
    }

    /// Owns the app's shell (it exists before the first notification tap can arrive, even on a
    /// launch from a tap), becomes the notification centre's delegate at launch, and forwards
    /// time changes, protected data becoming available, the push token and notification taps (a
    /// remote notification's tap arrives through the same `didReceive` as a local one's).
    /// Notifications that arrive in the foreground are shown, which iOS otherwise silences.
    @MainActor
    final class TemplateAppDelegate: NSObject, UIApplicationDelegate, UNUserNotificationCenterDelegate {
      let launch: Result<AppShell, AppStartupError>

      override init() {
        let device = UIDevice.current
        launch = AppShell.launchOnDevice(
          info: Bundle.main.infoDictionary ?? [:], system: "\(device.systemName) \(device.systemVersion)")
        super.init()
      }

      func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
      ) -> Bool {
        UNUserNotificationCenter.current().delegate = self
        return true
      }

      func application(
        _ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
      ) {
        guard case .success(let shell) = launch else { return }
        shell.registeredForRemoteNotifications(deviceToken: deviceToken)
      }

      func application(
        _ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error
      ) {
        guard case .success(let shell) = launch else { return }
        shell.failedToRegisterForRemoteNotifications(error)
      }

      /// The first unlock after a restart: a session the locked Keychain kept at a background
      /// launch is restored now.
      func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication) {
        guard case .success(let shell) = launch else { return }
        shell.protectedDataDidBecomeAvailable()
      }

      func applicationSignificantTimeChange(_ application: UIApplication) {
        guard case .success(let shell) = launch else { return }
        Task { await shell.significantTimeChanged() }
      }

      nonisolated func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse
      ) async {
        let request = response.notification.request
        let tap = NotificationTap(
          requestIdentifier: request.identifier, actionIdentifier: response.actionIdentifier,
          userInfo: request.content.userInfo)
        await forward(tap)
      }

      nonisolated func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification
      ) async -> UNNotificationPresentationOptions {
        [.banner, .list, .sound]
      }

      private func forward(_ tap: NotificationTap) {
        guard case .success(let shell) = launch else { return }
        shell.notificationTapped(tap)
      }
    }

    extension AppScenePhase {
      /// SwiftUI's phase; a phase a later SDK adds counts as inactive (neither foreground nor
      /// background work runs for it).
      init(_ phase: ScenePhase) {
        if phase == .active {
          self = .active
        } else if phase == .background {
          self = .background
        } else {
          self = .inactive
        }
      }
    }
  #endif
#endif
