import AppDomain
import KeelNavigation
import Observation

/// Runs the paywall gate and reports through ``Output`` (seed 000's inline output pattern). The
/// premium-unlocked screen replaces the paywall (there is no going back to buying), and its
/// Continue reports ``Output/premiumReached``, which moves the root on.
@MainActor
@Observable
public final class PaywallCoordinator: Coordinator {
  public struct Output {
    public var premiumReached: @MainActor (PremiumEntitlement) -> Void
    /// Closed without buying (only where the flag allows it); the dismissal is persisted.
    public var closed: @MainActor () -> Void

    public init(
      premiumReached: @escaping @MainActor (PremiumEntitlement) -> Void = { _ in },
      closed: @escaping @MainActor () -> Void = {}
    ) {
      self.premiumReached = premiumReached
      self.closed = closed
    }
  }

  @ObservationIgnored public var output = Output()
  /// What the flow shows, observed by the view (which holds this, never the coordinator).
  public let shown = PaywallShownScreen()
  /// The screen shown: the paywall, then the premium-unlocked screen.
  public var screen: PaywallScreen? { shown.screen }

  @ObservationIgnored private let factory: any PaywallElementsFactory

  public init(factory: any PaywallElementsFactory) {
    self.factory = factory
  }

  /// Builds the paywall once; calling it again keeps the screen shown.
  @discardableResult
  public func start() -> PaywallScreen {
    if let screen { return screen }
    let viewModel = factory.makePaywallViewModel()
    viewModel.output = .init(
      unlocked: { [weak self] entitlement in self?.showUnlocked(entitlement) },
      closed: { [weak self] in self?.output.closed() })
    let screen = PaywallScreen.paywall(viewModel)
    shown.screen = screen
    return screen
  }

  private func showUnlocked(_ entitlement: PremiumEntitlement) {
    let viewModel = factory.makePremiumUnlockedViewModel(entitlement: entitlement)
    viewModel.output = .init(finished: { [weak self] in self?.output.premiumReached(entitlement) })
    shown.screen = .premiumUnlocked(viewModel)
  }
}

/// The paywall flow's current screen, observable on its own so the flow's view can follow it
/// without holding the coordinator (keel lint: weak-coordinator).
@MainActor
@Observable
public final class PaywallShownScreen {
  public internal(set) var screen: PaywallScreen?

  init() {}
}
