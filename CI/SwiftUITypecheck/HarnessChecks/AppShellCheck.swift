// A small app shell written the way Examples/TemplateApp/App/TemplateApp.swift uses SwiftUI's app
// API (App, WindowGroup, scenePhase, onOpenURL, Scene.onChange, the UIKit app-delegate adaptor,
// notification responses), so the stand-ins of the app shell are exercised before that file
// exists. Not `@main`: the harness is a library and never launches anything.
import Foundation
import SwiftUI
import UIKit
import UserNotifications

struct AppShellCheckApp: App {
  @UIApplicationDelegateAdaptor(AppShellCheckDelegate.self) private var delegate
  @Environment(\.scenePhase) private var scenePhase
  @State private var openedURLs: [URL] = []

  var body: some Scene {
    WindowGroup {
      AppShellCheckRoot(openedCount: openedURLs.count)
        .onOpenURL { url in openedURLs.append(url) }
    }
    .onChange(of: scenePhase) { _, phase in
      delegate.sceneMoved(to: phase)
    }
  }
}

struct AppShellCheckRoot: View {
  let openedCount: Int

  var body: some View {
    Text(verbatim: "\(openedCount)")
  }
}

/// Forwards what only the app delegate hears: launch (to become the notification centre's
/// delegate) and a tap on a notification.
@MainActor
final class AppShellCheckDelegate: NSObject, UIApplicationDelegate, UNUserNotificationCenterDelegate {
  private(set) var phases: [ScenePhase] = []
  private(set) var openedNotifications: [String] = []

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    UNUserNotificationCenter.current().delegate = self
    return true
  }

  func sceneMoved(to phase: ScenePhase) {
    if phase > .background { phases.append(phase) }
  }

  nonisolated func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse
  ) async {
    guard response.actionIdentifier == UNNotificationDefaultActionIdentifier else { return }
    let identifier = response.notification.request.identifier
    await recordOpened(identifier)
  }

  nonisolated func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification
  ) async -> UNNotificationPresentationOptions {
    [.banner, .sound]
  }

  private func recordOpened(_ identifier: String) {
    openedNotifications.append(identifier)
  }
}
