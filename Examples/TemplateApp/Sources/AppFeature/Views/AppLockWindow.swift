#if canImport(SwiftUI) && canImport(UIKit)
  import Foundation
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
    /// The app's window that was key when the cover came up, made key again when it goes.
    private weak var appKeyWindow: UIWindow?

    init(lock: AppLock, scene: UIWindowScene) {
      self.lock = lock
      window = UIWindow(windowScene: scene)
      window.windowLevel = UIWindow.Level(rawValue: UIWindow.Level.alert.rawValue + 1)
      window.rootViewController = UIHostingController(rootView: AppLockView(lock: lock))
      follow()
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

  /// A view without content behind the root: once it is in a window, it puts the lock's window
  /// on that window's scene (SwiftUI gives no other way to the scene of a `WindowGroup`).
  struct AppLockWindowAnchor: UIViewRepresentable {
    let lock: AppLock

    func makeUIView(context: Context) -> AnchorView {
      AnchorView(lock: lock)
    }

    func updateUIView(_ uiView: AnchorView, context: Context) {}

    final class AnchorView: UIView {
      private let lock: AppLock
      private var lockWindow: AppLockWindow?

      init(lock: AppLock) {
        self.lock = lock
        super.init(frame: .zero)
      }

      /// Made by SwiftUI only, never from a storyboard.
      required init?(coder: NSCoder) { return nil }

      override func didMoveToWindow() {
        super.didMoveToWindow()
        guard lockWindow == nil, let scene = window?.windowScene else { return }
        lockWindow = AppLockWindow(lock: lock, scene: scene)
      }
    }
  }
#endif
