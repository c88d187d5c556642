#if canImport(SwiftUI)
  import AppDomain
  import AppFixtures
  import AppLocalization
  import KeelDesign
  import SwiftUI

  extension View {
    /// Covers everything the app shows while the app lock hides it, presentations included: the
    /// lock screen when locked, a plain cover in the app switcher (so its snapshot shows
    /// nothing). On iOS the cover is a window of its own above the app's (``AppLockWindow``).
    public func appLock(_ lock: AppLock) -> some View {
      #if canImport(UIKit)
        background { AppLockWindowAnchor(lock: lock) }
      #else
        // No app of this package runs on macOS (the app target is iOS only): the package's Mac
        // build keeps the overlay, which covers the root but not what it presents.
        overlay {
          if lock.hidesContent { AppLockView(lock: lock) }
        }
      #endif
    }
  }

  /// The lock screen: the app's name and, once the system prompt is gone, a button to try again.
  struct AppLockView: View {
    let lock: AppLock
    @Environment(\.keelTheme) private var theme
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
      VStack(spacing: DSSpacing.lg.points) {
        Image(systemName: "lock.fill").typography(.largeTitle.regular)
        Text(L10n.lock.title).typography(.title2.semibold)
        if lock.state == .locked {
          DSButton(L10n.lock.unlock) { Task { await lock.unlock() } }
        }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .background(Color(theme.color(.background, in: Appearance(colorScheme))))
    }
  }

  // MARK: - Preview

  #if DEBUG
    /// The lock screen after the person cancelled Face ID (it offers to try again), and the plain
    /// cover the app switcher shows.
    struct AppLockViewPreviews: PreviewProvider {
      static var previews: some View {
        AppLockView(lock: locked())
        AppLockView(lock: inAppSwitcher())
      }

      @MainActor
      static func lock() -> AppLock {
        AppLock(
          policy: { AppLockPolicy(isEnabled: true) },
          authenticator: FixtureDeviceAuthenticator(available: .faceID, outcome: .cancelled),
          reason: { L10n.lock.reason })
      }

      /// Back from the background with the lock on: locked at once; the cancelled prompt leaves
      /// it locked.
      @MainActor
      static func locked() -> AppLock {
        let lock = lock()
        lock.sceneDidEnterBackground()
        Task { await lock.sceneDidBecomeActive() }
        return lock
      }

      @MainActor
      static func inAppSwitcher() -> AppLock {
        let lock = lock()
        lock.sceneWillResignActive()
        return lock
      }
    }
  #endif
#endif
