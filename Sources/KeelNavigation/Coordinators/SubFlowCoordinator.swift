import Foundation
import Observation

/// Seed 000's modal sub-flow: a coordinator with its own navigation stack, presented as a sheet
/// (hence `Identifiable`), that reports when it was dismissed or completed.
@Observable
@MainActor
public final class SubFlowCoordinator<Route: Hashable>: Coordinator, Identifiable {
  public struct Output {
    public var onDismiss: @MainActor () -> Void
    public var onComplete: @MainActor () -> Void

    public init(onDismiss: @escaping @MainActor () -> Void, onComplete: @escaping @MainActor () -> Void) {
      self.onDismiss = onDismiss
      self.onComplete = onComplete
    }
  }

  public nonisolated let id = UUID()
  public let navigator: Navigator<Route>
  public let root: Route
  @ObservationIgnored public var output: Output?

  public init(root: Route, navigator: Navigator<Route> = Navigator<Route>()) {
    self.root = root
    self.navigator = navigator
  }

  /// The person closed the flow (swipe down, Cancel).
  public func dismiss() { output?.onDismiss() }

  /// The flow reached its end.
  public func complete() { output?.onComplete() }
}

/// Holds the sub-flow a coordinator presents, wiring its output to clear it again.
@Observable
@MainActor
public final class SubFlowPresenter<Route: Hashable> {
  public var presented: SubFlowCoordinator<Route>?

  public init() {}

  /// Presents a new sub-flow rooted at `root`; `onFinish` hears whether it completed.
  @discardableResult
  public func present(
    root: Route, onFinish: @escaping @MainActor (_ completed: Bool) -> Void = { _ in }
  )
    -> SubFlowCoordinator<Route>
  {
    let flow = SubFlowCoordinator<Route>(root: root)
    flow.output = .init(
      onDismiss: { [weak self] in
        self?.presented = nil
        onFinish(false)
      },
      onComplete: { [weak self] in
        self?.presented = nil
        onFinish(true)
      }
    )
    presented = flow
    return flow
  }
}
