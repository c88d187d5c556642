#if canImport(SwiftUI)
  import SwiftUI

  /// A route shown as a sheet or cover, made `Identifiable` by its own value.
  public struct PresentedRoute<Route: Hashable>: Identifiable {
    public let route: Route
    public var id: Route { route }
  }

  extension Binding {
    /// SwiftUI's form of a ``ValueBinding``, whose get and set decide what a write means.
    @MainActor
    public init(_ pair: ValueBinding<Value>) {
      self.init(get: { pair.get() }, set: { pair.set($0) })
    }
  }

  extension Navigator {
    /// The presentation as `.sheet(item:)` or `.fullScreenCover(item:)` wants it (`style` nil:
    /// either style); a swipe-down dismisses it (see ``presentationBinding(_:)``).
    public func presentedRouteBinding(_ style: Presentation<Route>.Style?) -> Binding<PresentedRoute<Route>?> {
      let pair = presentationBinding(style)
      return Binding(get: { pair.get().map { PresentedRoute(route: $0) } }, set: { pair.set($0?.route) })
    }
  }

  extension SubFlowPresenter {
    /// The presented sub-flow as `.sheet(item:)` wants it; a swipe-down is the flow's
    /// `dismiss()` (see ``presentedBinding``).
    public var sheetBinding: Binding<SubFlowCoordinator<Route>?> { Binding(presentedBinding) }
  }

  extension TabRouter {
    /// The selected tab as `TabView(selection:)` wants it.
    public var selectionBinding: Binding<Tab> {
      Binding(get: { self.selectedTab }, set: { self.select($0) })
    }
  }

  extension View {
    /// Shows `navigator`'s presentation: a sheet, or a full-screen cover where the platform has
    /// one. One modifier per style, and the navigator's single slot keeps at most one of them
    /// non-nil, so the view never asks UIKit for two modals at once. macOS has no full-screen
    /// cover (`@available(macOS, unavailable)` in the SDK), so there a cover is shown as a
    /// sheet. The platform test is `canImport(UIKit)` (iOS, iPadOS, Mac Catalyst, tvOS,
    /// visionOS and watchOS, exactly where `fullScreenCover` exists), not `os(...)`, so the
    /// type-check harness can compile both branches on Linux by providing or withholding its
    /// UIKit stand-in.
    public func presentations<Route: Hashable, Content: View>(
      of navigator: Navigator<Route>, @ViewBuilder content: @escaping (Route) -> Content
    ) -> some View {
      #if canImport(UIKit)
        sheet(item: navigator.presentedRouteBinding(.sheet)) { presented in content(presented.route) }
          .fullScreenCover(item: navigator.presentedRouteBinding(.cover)) { presented in content(presented.route) }
      #else
        sheet(item: navigator.presentedRouteBinding(nil)) { presented in content(presented.route) }
      #endif
    }
  }

  /// Seed 000's `NavigationStorableView`: a navigation stack bound to a feature's navigation,
  /// with its screens' presentation (a sheet or a cover), each screen drawn by `destination`.
  public struct NavigationStorableView<Navigation: NavigationStorable, Root: View, Destination: View>: View {
    @Bindable private var navigator: Navigator<Navigation.Screen>
    private let root: Root
    private let destination: (Navigation.Screen) -> Destination

    public init(
      navigation: Navigation, @ViewBuilder root: () -> Root,
      @ViewBuilder destination: @escaping (Navigation.Screen) -> Destination
    ) {
      self.navigator = navigation.navigator
      self.root = root()
      self.destination = destination
    }

    public var body: some View {
      NavigationStack(path: $navigator.path) {
        root.navigationDestination(for: Navigation.Screen.self) { screen in destination(screen) }
      }
      .presentations(of: navigator) { screen in destination(screen) }
    }
  }

  /// Reports each runner step finished once SwiftUI has had time to animate it.
  struct TransitionFinishSignal<Route: Hashable>: ViewModifier {
    let runner: TransitionRunner<Route>
    let settle: Duration

    func body(content: Content) -> some View {
      content.task(id: runner.stepsStarted) {
        // Cancelled when the view leaves the screen: nothing is reported, and the task runs
        // again (and reports) when the view comes back.
        await runner.reportStepFinished(runner.stepsStarted, after: settle)
      }
    }
  }

  extension View {
    /// Drives `runner`: each applied step is reported finished after `settle` (SwiftUI's push
    /// and sheet animations take about 0.35 s).
    public func transitionFinishSignal<Route: Hashable>(
      _ runner: TransitionRunner<Route>, settle: Duration = .milliseconds(400)
    ) -> some View {
      modifier(TransitionFinishSignal(runner: runner, settle: settle))
    }
  }
#endif
