#if canImport(SwiftUI) && canImport(UIKit)
  import Foundation
  import KeelDesign
  import Observation
  import SwiftUI
  import UIKit

  /// The app lock's own window on the app's scene, above every window and presentation of the
  /// app's (`.alert + 1`), hosting ``AppLockView``, shown while ``AppLock/hidesContent`` says so:
  /// the lock screen while locked, the privacy cover while the scene is inactive (so the app
  /// switcher's snapshot shows nothing). An `.overlay` on the root cannot do it: SwiftUI draws it
  /// inside the root's window, under every sheet, full-screen cover, alert and dialog the root
  /// presents; and dismissing those to lock would lose what the person was doing. Binding only:
  /// when to cover is ``AppLock``'s decision (tested on Linux).
  @MainActor
  final class AppLockWindow {
    private let lock: AppLock
    private let window: UIWindow
    private let host: UIHostingController<AppLockWindowRoot>
    /// The app's window that was key when the cover came up, made key again when it goes.
    private weak var appKeyWindow: UIWindow?

    init(lock: AppLock, scene: UIWindowScene, look: AppLockWindowRoot.Look) {
      self.lock = lock
      window = UIWindow(windowScene: scene)
      window.windowLevel = UIWindow.Level(rawValue: UIWindow.Level.alert.rawValue + 1)
      host = UIHostingController(rootView: AppLockWindowRoot(lock: lock, look: look))
      window.rootViewController = host
      follow()
    }

    /// The root's theme or colour scheme changed.
    func adopt(_ look: AppLockWindowRoot.Look) {
      host.rootView = AppLockWindowRoot(lock: lock, look: look)
    }

    /// Shows or hides the window as the lock's decision changes (Observation tells each change
    /// once, so the tracking is renewed at each).
    private func follow() {
      let covers = withObservationTracking {
        lock.hidesContent
      } onChange: { [weak self] in
        Task { @MainActor in self?.follow() }
      }
      if covers { cover() } else { uncover() }
    }

    /// Shown, the window takes every touch (the Unlock button) and the keyboard's input. Locked,
    /// the app's text editing ends: the keyboard is a window above every app window, so a field
    /// left editing in a sheet would show its keyboard over the lock and take what is typed.
    private func cover() {
      if window.isHidden {
        appKeyWindow = window.windowScene?.keyWindow
        window.makeKeyAndVisible()
      }
      guard lock.state != .unlocked else { return }
      for appWindow in window.windowScene?.windows ?? [] where appWindow !== window {
        appWindow.endEditing(true)
      }
    }

    private func uncover() {
      guard !window.isHidden else { return }
      window.isHidden = true
      appKeyWindow?.makeKey()
    }
  }

  /// The lock window's root: the lock screen in the root's theme and colour scheme. A window of
  /// its own inherits nothing of the root's environment, so `.appLock` hands them over.
  struct AppLockWindowRoot: View {
    /// What the root's environment says of how the app looks.
    struct Look {
      var theme: Theme
      var colorScheme: ColorScheme

      init(_ environment: EnvironmentValues) {
        theme = environment.keelTheme
        colorScheme = environment.colorScheme
      }
    }

    let lock: AppLock
    let look: Look

    var body: some View {
      AppLockView(lock: lock).modifier(LookModifier(look: look))
    }

    /// Puts the look in the lock screen's environment and the colour scheme on its window.
    struct LookModifier: ViewModifier {
      let look: Look

      func body(content: Content) -> some View {
        content
          .environment(\.keelTheme, look.theme)
          .preferredColorScheme(look.colorScheme)
      }
    }
  }

  /// A view without content behind the root: once it is in a window, it puts the lock's window
  /// on that window's scene (SwiftUI gives no other way to the scene of a `WindowGroup`), and
  /// hands it the root's look whenever that changes.
  struct AppLockWindowAnchor: UIViewRepresentable {
    let lock: AppLock

    func makeUIView(context: Context) -> AnchorView {
      AnchorView(lock: lock, look: AppLockWindowRoot.Look(context.environment))
    }

    func updateUIView(_ uiView: AnchorView, context: Context) {
      uiView.adopt(AppLockWindowRoot.Look(context.environment))
    }

    final class AnchorView: UIView {
      private let lock: AppLock
      private var look: AppLockWindowRoot.Look
      private var lockWindow: AppLockWindow?

      init(lock: AppLock, look: AppLockWindowRoot.Look) {
        self.lock = lock
        self.look = look
        super.init(frame: .zero)
        // Behind the root's content, it must not take a touch meant for it.
        isUserInteractionEnabled = false
      }

      func adopt(_ look: AppLockWindowRoot.Look) {
        self.look = look
        lockWindow?.adopt(look)
      }

      /// Made by SwiftUI only, never from a storyboard.
      required init?(coder: NSCoder) { return nil }

      override func didMoveToWindow() {
        super.didMoveToWindow()
        guard lockWindow == nil, let scene = window?.windowScene else { return }
        lockWindow = AppLockWindow(lock: lock, scene: scene, look: look)
      }
    }
  }
#endif
