#if canImport(SwiftUI)
  import AppDomain
  import AppLocalization
  import KeelDesign
  import SwiftUI

  /// Seed 002's premium-unlocked screen: what was unlocked, and Continue.
  public struct PremiumUnlockedView: View {
    private let viewModel: PremiumUnlockedViewModel

    public init(viewModel: PremiumUnlockedViewModel) {
      self.viewModel = viewModel
    }

    public var body: some View {
      VStack(spacing: DSSpacing.lg.points) {
        Image(systemName: "checkmark.seal.fill")
        Text(L10n.paywall.unlocked.title).typography(.largeTitle.bold)
        if viewModel.kind == .lifetime {
          Text(L10n.paywall.unlocked.lifetime).typography(.body.regular)
        } else {
          Text(L10n.paywall.unlocked.active).typography(.body.regular)
        }
        DSButton(L10n.paywall.unlocked.continue) { viewModel.continueTapped() }
      }
      .padding(DSSpacing.lg.points)
    }
  }

  /// The paywall flow: the paywall, replaced by the premium-unlocked screen once premium is
  /// reached. It follows the flow's shown screen, not the coordinator (keel lint:
  /// weak-coordinator).
  public struct PaywallCoordinatorView: View {
    private let shown: PaywallShownScreen

    public init(coordinator: PaywallCoordinator) {
      coordinator.start()
      shown = coordinator.shown
    }

    public var body: some View {
      switch shown.screen {
      case .paywall(let viewModel): PaywallView(viewModel: viewModel)
      case .premiumUnlocked(let viewModel): PremiumUnlockedView(viewModel: viewModel)
      case nil: EmptyView()
      }
    }
  }

  // MARK: - Preview

  #if DEBUG
    /// Right after buying the yearly plan.
    struct PremiumUnlockedViewPreviews: PreviewProvider {
      static var previews: some View {
        PremiumUnlockedView(
          viewModel: PremiumUnlockedViewModel(entitlement: .premium(productID: PremiumCatalog.yearly)))
      }
    }
  #endif
#endif
