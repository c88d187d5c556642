import Foundation
import KeelNavigation
import Observation

/// Runs the web root (seed 000: a remotely controlled redirect, not a browser). It has one
/// screen and nowhere to go: links leave through the policy to the system, and the root
/// replaces the whole flow when the status changes. So, unlike the other features, it has no
/// output and no navigator; it keeps the view model of the route it shows.
@MainActor
@Observable
public final class WebCoordinator: Coordinator {
  /// The route shown, observed by the coordinator view.
  public private(set) var route: WebRoute?
  /// The view model of ``route``; built lazily through the factory.
  public private(set) var viewModel: WebViewModel?

  @ObservationIgnored private let factory: any WebElementsFactory

  public init(factory: any WebElementsFactory) {
    self.factory = factory
  }

  /// Shows `route`. The same route again keeps its view model (and so the page, its history
  /// and its scroll position); another URL — the status now names a different page — builds a
  /// new one.
  @discardableResult
  public func start(_ route: WebRoute) -> WebViewModel {
    if route == self.route, let viewModel { return viewModel }
    let viewModel: WebViewModel
    switch route {
    case .page(let url): viewModel = factory.makeWebViewModel(url: url)
    }
    self.route = route
    self.viewModel = viewModel
    return viewModel
  }
}
