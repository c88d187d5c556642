// Stand-in for SwiftUI's UIKit hosting controller, available where UIKit is (the SDK declares it
// `@available(macOS, unavailable)`; the harness's macOS build has no UIKit, so this file is empty
// there). Sources: see View.swift; checked against doc: uihostingcontroller (`@MainActor
// @preconcurrency class UIHostingController<Content> : UIViewController where Content : View`,
// `init(rootView: Content)`, `var rootView: Content`).
#if canImport(UIKit)
  import Foundation
  @_spi(ViewTree) import UIKit

  @MainActor @preconcurrency
  open class UIHostingController<Content: View>: UIViewController {
    public var rootView: Content

    public init(rootView: Content) {
      self.rootView = rootView
      super.init()
    }

    // doc: uihostingcontroller/init(coder:) (`required init?(coder aDecoder: NSCoder)`).
    public required init?(coder aDecoder: NSCoder) { return nil }

    /// The UIKit views its `UIViewRepresentable`s made when its view loaded (the hierarchy keeps
    /// them alive, as UIKit's does).
    var representedViews: [UIView] = []

    /// Its view loaded into `window`: the SwiftUI view is evaluated once, and each
    /// `UIViewRepresentable` in it makes its UIKit view, which joins the window (`makeUIView`,
    /// `updateUIView`, then the view's `didMoveToWindow()`), as on iOS.
    @_spi(ViewTree) open override func _standInViewDidLoad(in window: UIWindow) {
      let mount = RepresentableMount()
      _ = RepresentableMount.$current.withValue(mount) {
        ViewEvaluator.nodes(of: rootView, in: EnvironmentValues())
      }
      representedViews = mount.views
      for view in mount.views { view._standInMove(to: window) }
    }
  }

  extension UIHostingController: _HostedView {
    func hostedNodes() -> [ViewNode] { ViewEvaluator.nodes(of: rootView, in: EnvironmentValues()) }
  }

  /// A hosting controller's view, for the view tree's windows.
  @MainActor
  protocol _HostedView {
    func hostedNodes() -> [ViewNode]
  }

  /// Collects the UIKit views the representables in a hosting controller's view make while it
  /// loads (a task-local, as the evaluation is synchronous on the main actor).
  @MainActor
  final class RepresentableMount: @unchecked Sendable {
    @TaskLocal static var current: RepresentableMount?

    private(set) var views: [UIView] = []

    nonisolated init() {}

    func mount<Representable: UIViewRepresentable>(_ representable: Representable, in environment: EnvironmentValues) {
      let context = UIViewRepresentableContext<Representable>(
        coordinator: representable.makeCoordinator(), environment: environment)
      let view = representable.makeUIView(context: context)
      representable.updateUIView(view, context: context)
      views.append(view)
    }
  }
#endif
