/// The source files of a new feature module, in the shape of the reference app's features
/// (FavoritesFeature, SettingsFeature, ItemsFeature): a coordinator with inline outputs over a
/// navigator, its route and screen, the elements factory the composition root implements, a
/// view model with `Output` and `ViewState`, and the Apple-only view and coordinator view.
///
/// Kept as Swift string templates beside the code that fills them, so a change to a name
/// (`FeatureName`) reaches every file; `scripts/add-feature-check` builds, lints and tests what
/// they produce in a copy of the reference app.
enum FeatureSourceTemplates {
  /// Paths relative to the app folder, and their contents.
  static func files(_ name: FeatureName) -> [(path: String, contents: String)] {
    let folder = "Sources/\(name.module)"
    return [
      ("\(folder)/\(name.coordinator).swift", coordinator(name)),
      ("\(folder)/\(name.elementsFactory).swift", elementsFactory(name)),
      ("\(folder)/Navigation/\(name.route).swift", route(name)),
      ("\(folder)/Navigation/\(name.screen).swift", screen(name)),
      ("\(folder)/Home/\(name.viewModel).swift", viewModel(name)),
      ("\(folder)/Views/\(name.view).swift", view(name)),
      ("\(folder)/Views/\(name.coordinatorView).swift", coordinatorView(name)),
    ]
  }

  /// The coordinator: its state and home view model, then its navigation.
  static func coordinator(_ name: FeatureName) -> String {
    coordinatorState(name) + coordinatorNavigation(name)
  }

  /// The output's closure sits on lines of its own: swift-format breaks the one-line form, past
  /// a short line length (80), into a layout its own lint rejects.
  private static func coordinatorState(_ name: FeatureName) -> String {
    """
    import KeelNavigation
    import Observation

    /// The \(name.displayName) feature's flow (seed 000): its home screen at the root of a
    /// navigation stack. The home view model comes from the factory, lazily, with its output set
    /// here capturing `[weak self]`; what leaves the feature goes out through ``output`` for
    /// whoever shows it to act on.
    @MainActor
    @Observable
    public final class \(name.coordinator): Coordinator, NavigationStorable {
      public struct Output {
        /// The person is done with the feature; whoever shows it decides what follows.
        public var onFinish: @MainActor () -> Void

        public init(onFinish: @escaping @MainActor () -> Void) {
          self.onFinish = onFinish
        }
      }

      public let navigator = Navigator<\(name.screen)>()
      @ObservationIgnored public var output: Output?
      @ObservationIgnored private let factory: any \(name.elementsFactory)
      @ObservationIgnored private var _homeViewModel: \(name.viewModel)?

      public init(factory: any \(name.elementsFactory)) {
        self.factory = factory
      }

      /// The root screen's view model, made on first use.
      public var homeViewModel: \(name.viewModel) {
        if let viewModel = _homeViewModel { return viewModel }
        let viewModel = factory.\(name.viewModelMethod)()
        viewModel.output = .init(onFinish: { [weak self] in
          self?.output?.onFinish()
        })
        _homeViewModel = viewModel
        return viewModel
      }

    """
  }

  private static func coordinatorNavigation(_ name: FeatureName) -> String {
    """

      // MARK: - Navigation

      /// Goes to `route`: home is the root, so anything pushed or presented is closed.
      public func show(_ route: \(name.route)) {
        switch route {
        case .home:
          navigator.dismiss()
          navigator.popToRoot()
        }
      }

      /// The stack as routes (home is the implicit root), for restoration.
      public var routes: [\(name.route)] { navigator.path.map(\\.route) }

      /// Rebuilds the stack from saved routes.
      public func restore(_ routes: [\(name.route)]) {
        navigator.popToRoot()
        for route in routes { show(route) }
      }
    }

    """
  }

  static func elementsFactory(_ name: FeatureName) -> String {
    """
    /// Builds the \(name.displayName) feature's view models (seed 000's elements factory). The
    /// composition root implements it with the scoped services; tests implement it with fakes.
    @MainActor
    public protocol \(name.elementsFactory): AnyObject {
      func \(name.viewModelMethod)() -> \(name.viewModel)
    }

    """
  }

  static func route(_ name: FeatureName) -> String {
    """
    /// Where the \(name.displayName) feature can be: what deep links, restoration and tests speak
    /// (DESIGN: routes and screens). The coordinator turns a route into a screen.
    public enum \(name.route): Hashable, Codable, Sendable {
      case home
    }

    """
  }

  static func screen(_ name: FeatureName) -> String {
    """
    import KeelNavigation

    /// A screen pushed over the \(name.displayName) home screen, carrying its view model (seed
    /// 000). None yet: add a case with its view model, its ``route``, and a route case that
    /// rebuilds it; the stack is bound already.
    @MainActor
    public enum \(name.screen): ScreenIdentifiable {
      public nonisolated var screenID: ObjectIdentifier {
        switch self {}
      }

      /// The route that rebuilds this screen.
      public var route: \(name.route) {
        switch self {}
      }
    }

    """
  }

  static func viewModel(_ name: FeatureName) -> String {
    """
    import Observation

    /// The \(name.displayName) home screen: an introduction until the person is done, then a
    /// confirmation they can leave by starting again. Being done goes out through ``Output``.
    @MainActor
    @Observable
    public final class \(name.viewModel) {
      public struct Output {
        public var onFinish: @MainActor () -> Void

        public init(onFinish: @escaping @MainActor () -> Void) {
          self.onFinish = onFinish
        }
      }

      public enum ViewState: Hashable, Sendable {
        /// The feature's introduction, before the person is done.
        case intro
        /// The person is done; shown until they start again.
        case finished
      }

      @ObservationIgnored public var output: Output?
      public private(set) var state: ViewState = .intro

      public init() {}

      /// The person is done: reported once, however often the button is tapped.
      public func finish() {
        guard state != .finished else { return }
        state = .finished
        output?.onFinish()
      }

      /// Back to the introduction.
      public func startAgain() {
        state = .intro
      }
    }

    """
  }

  static func view(_ name: FeatureName) -> String {
    let strings = "L10n.\(name.lowerCamel)"
    return """
      #if canImport(SwiftUI)
        import AppLocalization
        import KeelDesign
        import SwiftUI

        /// The \(name.displayName) home screen. Layout and binding only; what is shown is
        /// ``\(name.viewModel)/state``.
        public struct \(name.view): View {
          private let viewModel: \(name.viewModel)

          public init(viewModel: \(name.viewModel)) {
            self.viewModel = viewModel
          }

          public var body: some View {
            VStack(spacing: DSSpacing.md.points) {
              content
            }
            .padding(DSSpacing.lg.points)
            .navigationTitle(\(strings).title)
          }

          @ViewBuilder private var content: some View {
            switch viewModel.state {
            case .intro:
              Text(\(strings).message).typography(.body.regular)
              DSButton(\(strings).finish) { viewModel.finish() }
            case .finished:
              Text(\(strings).finished).typography(.body.regular)
              DSButton(\(strings).again, variant: .secondary) { viewModel.startAgain() }
            }
          }
        }
      #endif

      """
  }

  static func coordinatorView(_ name: FeatureName) -> String {
    """
    #if canImport(SwiftUI)
      import KeelNavigation
      import SwiftUI

      /// The \(name.displayName) feature: its home screen in a navigation stack bound to the
      /// coordinator's navigator. The root screen's view model is read once, here, so the body
      /// only reads.
      public struct \(name.coordinatorView): View {
        // The navigator, not the coordinator (keel lint: weak-coordinator).
        @Bindable private var navigator: Navigator<\(name.screen)>
        private let home: \(name.viewModel)

        public init(coordinator: \(name.coordinator)) {
          navigator = coordinator.navigator
          home = coordinator.homeViewModel
        }

        public var body: some View {
          NavigationStack(path: $navigator.path) {
            \(name.view)(viewModel: home)
          }
        }
      }
    #endif

    """
  }
}
