// Stand-in for the UIKit window API an overlay window needs: a window of its own on the app's
// scene, at a level above the app's, hosting a view controller. "doc:" names a page under
// https://developer.apple.com/documentation/uikit/ (UIWindow.h, UIWindowScene.h, UIScene.h and
// UIViewController.h are not among the iPhoneOS18.0.sdk headers the public repository
// xybp888/iOS-SDKs holds). All are main-actor classes (NS_SWIFT_UI_ACTOR).
//
// The harness's view tree reads the windows of a scene in level order (SwiftUI's
// `ViewTree.layers(of:)`): the `@_spi(ViewTree)` members below are how it does, not Apple API.

import Foundation

// doc: uiviewcontroller (`@MainActor class UIViewController : UIResponder`). Only what a window's
// root needs.
@MainActor
open class UIViewController: UIResponder {
  /// Whether the harness has loaded this controller's view into a window (UIKit loads a root view
  /// controller's view when its window first shows).
  var _isViewLoaded = false

  public override init() { super.init() }
  // doc: uiviewcontroller/init(coder:) (`init?(coder: NSCoder)`, required by NSCoding).
  public required init?(coder: NSCoder) { return nil }

  /// The harness's hook: this controller's view was loaded into `window` (a hosting controller
  /// evaluates its SwiftUI view then, and attaches the UIKit views it represents).
  @_spi(ViewTree) open func _standInViewDidLoad(in window: UIWindow) {}
}

// doc: uiscene (`@MainActor class UIScene : UIResponder`), uiwindowscene (`@MainActor class
// UIWindowScene : UIScene`), uiwindowscene/windows (`var windows: [UIWindow] { get }`: the windows
// attached to the scene). UIScene's only initializer, `init(session:connectionOptions:)`, needs a
// UISceneSession, which nothing outside UIKit can make; the harness makes scenes through
// `_standIn()`.
@MainActor
open class UIScene: UIResponder {
  override init() { super.init() }
}

@MainActor
open class UIWindowScene: UIScene {
  open private(set) var windows: [UIWindow] = []

  // doc: uiwindowscene/keywindow (`var keyWindow: UIWindow? { get }`, iOS 15).
  open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

  override init() { super.init() }

  /// A scene for the harness's tests, as the system would connect one.
  @_spi(ViewTree) public static func _standIn() -> UIWindowScene { UIWindowScene() }

  func attach(_ window: UIWindow) { windows.append(window) }
}

// doc: uiwindow (`@MainActor class UIWindow : UIView`), uiwindow/init(windowscene:) (iOS 13),
// uiwindow/windowlevel (`var windowLevel: UIWindow.Level`), uiwindow/rootviewcontroller (`var
// rootViewController: UIViewController?`), uiwindow/windowscene (`weak var windowScene:
// UIWindowScene?`), uiwindow/makekeyandvisible() and uiwindow/makekey(); uiview/ishidden (`var
// isHidden: Bool`, on UIView).
@MainActor
open class UIWindow: UIView {
  // doc: uiwindow/level (`struct Level : Hashable, Equatable, RawRepresentable, @unchecked
  // Sendable`, raw value CGFloat; `init(_:)`, `init(rawValue:)`; `static let normal`,
  // `statusBar`, `alert`: UIWindowLevelNormal 0, UIWindowLevelAlert 2000, UIWindowLevelStatusBar
  // 1000).
  public struct Level: Hashable, RawRepresentable, Sendable {
    public let rawValue: CGFloat
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let normal = Level(0)
    public static let statusBar = Level(1000)
    public static let alert = Level(2000)
  }

  open weak var windowScene: UIWindowScene?
  open var windowLevel: Level = .normal
  open var rootViewController: UIViewController? {
    didSet { loadRootViewIfShown() }
  }
  open override var isHidden: Bool {
    didSet { loadRootViewIfShown() }
  }
  open private(set) var isKeyWindow = false

  public init(windowScene: UIWindowScene) {
    super.init(frame: .zero)
    // A window starts hidden, as in UIKit, until `isHidden = false` or `makeKeyAndVisible()`.
    isHidden = true
    self.windowScene = windowScene
    windowScene.attach(self)
  }

  // UIView's `required init?(coder:)` (see UIKit.swift).
  public required init?(coder: NSCoder) { return nil }

  open func makeKeyAndVisible() {
    makeKey()
    isHidden = false
  }

  open func makeKey() {
    for window in windowScene?.windows ?? [] where window !== self { window.isKeyWindow = false }
    isKeyWindow = true
  }

  private func loadRootViewIfShown() {
    guard !isHidden, let root = rootViewController, !root._isViewLoaded else { return }
    root._isViewLoaded = true
    root._standInViewDidLoad(in: self)
  }
}
