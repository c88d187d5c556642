#if canImport(SwiftUI)
  import SwiftUI

  /// A route shown as a sheet or cover, made `Identifiable` by its own value.
  public struct PresentedRoute<Route: Hashable>: Identifiable {
    public let route: Route
    public var id: Route { route }
  }

  extension Navigator {
    /// The sheet as SwiftUI's `sheet(item:)` wants it; a swipe-down clears `sheet`.
    public var sheetBinding: Binding<PresentedRoute<Route>?> {
      Binding(get: { self.sheet.map { PresentedRoute(route: $0) } }, set: { self.sheet = $0?.route })
    }

    /// The full-screen cover as `fullScreenCover(item:)` wants it.
    public var coverBinding: Binding<PresentedRoute<Route>?> {
      Binding(get: { self.cover.map { PresentedRoute(route: $0) } }, set: { self.cover = $0?.route })
    }
  }

  extension TabRouter {
    /// The selected tab as `TabView(selection:)` wants it.
    public var selectionBinding: Binding<Tab> {
      Binding(get: { self.selectedTab }, set: { self.select($0) })
    }
  }

  /// Seed 000's `NavigationStorableView`: a navigation stack bound to a feature's navigation,
  /// with its screens' sheet and cover, each screen drawn by `destination`.
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
      .sheet(item: navigator.sheetBinding) { presented in destination(presented.route) }
      .fullScreenCover(item: navigator.coverBinding) { presented in destination(presented.route) }
    }
  }

  /// Reports each runner step finished once SwiftUI has had time to animate it.
  struct TransitionFinishSignal<Route: Hashable>: ViewModifier {
    let runner: TransitionRunner<Route>
    let settle: Duration

    func body(content: Content) -> some View {
      content.task(id: runner.stepsStarted) {
        guard runner.stepInFlight != nil else { return }
        try? await Task.sleep(for: settle)
        runner.stepFinished()
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
