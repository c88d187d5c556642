#if canImport(UIKit)
  // No `import Testing` here: Testing beside UIKit asks for a cross-import overlay
  // (`_Testing_UIKit`) that only Apple's UIKit has, so the tests reach the windows through this.
  @_spi(ViewTree) import SwiftUI
  @_spi(ViewTree) import UIKit

  /// A scene as SwiftUI's `WindowGroup` makes it: one window at the normal level hosting `root`,
  /// shown. What else the app puts on the scene (an overlay window) joins it.
  @MainActor
  struct WindowScene {
    let scene = UIWindowScene._standIn()

    init<Root: View>(root: Root) {
      let window = UIWindow(windowScene: scene)
      window.rootViewController = UIHostingController(rootView: root)
      window.makeKeyAndVisible()
    }

    /// What a person sees, bottom to top (``ViewTree/layers(of:)``).
    var layers: [ViewLayer] { ViewTree.layers(of: scene) }

    /// The level of the window that takes the keyboard's input, if any.
    var keyWindowLevel: Double? { scene.keyWindow.map { Double($0.windowLevel.rawValue) } }
  }
#endif
