import Foundation
import Observation

/// How a sub-flow ended.
public enum SubFlowOutcome: Hashable, Sendable {
  /// The person closed it (Cancel, a swipe down) or it was replaced before it ended.
  case dismissed
  /// It reached its end.
  case completed
}

/// Seed 000's modal sub-flow: a coordinator with its own navigation stack, presented as a sheet
/// (hence `Identifiable`), that reports once how it finished.
///
/// Its own ``Navigator`` is how modals stack: the sub-flow's view presents from its navigator,
/// over the sheet, since one presenter shows one modal at a time.
@Observable
@MainActor
public final class SubFlowCoordinator<Route: Hashable>: Coordinator, Identifiable {
  /// What the flow reports to the coordinator that presented it.
  public struct Output {
    /// Called once, with how the flow ended.
    public var onFinish: @MainActor (SubFlowOutcome) -> Void

    /// An output calling `onFinish`.
    public init(onFinish: @escaping @MainActor (SubFlowOutcome) -> Void) {
      self.onFinish = onFinish
    }
  }

  public nonisolated let id = UUID()
  /// The flow's own navigator, for its pushes and its own presentations.
  public let navigator: Navigator<Route>
  /// The flow's first screen.
  public let root: Route
  /// Set once the flow has reported its outcome; later finishes do nothing.
  public private(set) var outcome: SubFlowOutcome?
  /// Where the outcome is reported.
  @ObservationIgnored public var output: Output?

  /// A flow starting at `root`.
  public init(root: Route, navigator: Navigator<Route> = Navigator<Route>()) {
    self.root = root
    self.navigator = navigator
  }

  /// The person closed the flow (swipe down, Cancel).
  public func dismiss() { finish(.dismissed) }

  /// The flow reached its end.
  public func complete() { finish(.completed) }

  /// Reports `outcome` unless the flow already finished, so a late `dismiss()` (a button tapped
  /// during the closing animation, a swipe after Done) reports nothing twice.
  private func finish(_ outcome: SubFlowOutcome) {
    guard self.outcome == nil else { return }
    self.outcome = outcome
    output?.onFinish(outcome)
  }
}

/// Holds the sub-flow a coordinator presents, wiring its outcome to clear it again.
///
/// A finish acts only for the flow that is presented: a flow replaced by a later ``present(root:onFinish:)``
/// reports `.dismissed` then and nothing afterwards, so its late `dismiss()` cannot clear the
/// new one. SwiftUI's swipe-down reaches the flow through ``presentedBinding``.
@Observable
@MainActor
public final class SubFlowPresenter<Route: Hashable> {
  /// The flow on screen, if any.
  public private(set) var presented: SubFlowCoordinator<Route>?

  /// A presenter showing nothing.
  public init() {}

  /// Presents a new sub-flow rooted at `root`, replacing (and dismissing) the one presented;
  /// `onFinish` hears once how it ended.
  @discardableResult
  public func present(
    root: Route, onFinish: @escaping @MainActor (SubFlowOutcome) -> Void = { _ in }
  ) -> SubFlowCoordinator<Route> {
    let flow = SubFlowCoordinator<Route>(root: root)
    flow.output = .init { [weak self, weak flow] outcome in
      if let self, let flow, self.presented === flow { self.presented = nil }
      onFinish(outcome)
    }
    let replaced = presented
    presented = flow
    replaced?.dismiss()
    return flow
  }

  /// `presented` as `.sheet(item:)` wants it. SwiftUI writes `nil` when the person swipes the
  /// sheet away; that write is the shown flow's `dismiss()`, so the parent hears `.dismissed`
  /// exactly once. The write acts for the flow this binding showed when it was made (SwiftUI
  /// makes a new binding whenever `presented` changes), so a late write for a replaced flow is
  /// ignored. SwiftUI never writes a flow; such a write is ignored too.
  public var presentedBinding: ValueBinding<SubFlowCoordinator<Route>?> {
    let shown = presented
    return ValueBinding(
      get: { [weak self] in self?.presented },
      set: { [weak shown] newValue in
        if newValue == nil { shown?.dismiss() }
      })
  }
}
