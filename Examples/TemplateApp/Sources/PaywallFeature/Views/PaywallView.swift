#if canImport(SwiftUI)
  import KeelStorage
  import Foundation
  import AppDomain
  import AppLocalization
  import KeelDesign
  import SwiftUI

  /// Seed 002's paywall: layout and binding only; which purchase is in flight, what a notice
  /// says and whether close is offered are ``PaywallViewModel``'s.
  public struct PaywallView: View {
    private let viewModel: PaywallViewModel
    private let text = PaywallText()

    public init(viewModel: PaywallViewModel) {
      self.viewModel = viewModel
    }

    public var body: some View {
      VStack(alignment: .leading, spacing: DSSpacing.md.points) {
        Text(L10n.paywall.title).typography(.largeTitle.bold)
        Text(L10n.paywall.subtitle).typography(.body.regular)
        offers
        if let notice = viewModel.notice { Self.message(for: notice) }
        DSButton(L10n.paywall.restore, variant: .secondary, isLoading: viewModel.isRestoring) { viewModel.restore() }
          .disabled(!viewModel.isRestoreButtonEnabled)
        HStack(spacing: DSSpacing.md.points) {
          Link(L10n.paywall.terms, destination: viewModel.links.terms)
          Link(L10n.paywall.privacy, destination: viewModel.links.privacy)
        }
        .typography(.footnote.regular)
        if viewModel.allowsClose {
          DSButton(L10n.paywall.close, variant: .tertiary) { viewModel.close() }
        }
      }
      .padding(DSSpacing.lg.points)
      .onAppear { viewModel.onAppear() }
      .onDisappear { viewModel.onDisappear() }
    }

    @ViewBuilder private var offers: some View {
      switch viewModel.products {
      case .loading:
        ProgressView()
      case .loaded(let products):
        ForEach(products) { product in
          ProductRow(product: product, isPurchasing: viewModel.purchasing == product.id) {
            viewModel.purchase(product.id)
          }
          .disabled(!viewModel.isIdle)
        }
      case .failed(let failure):
        ErrorView(text.offersFailure(failure)) { viewModel.retry() }
      }
    }

    static func message(for notice: PaywallViewModel.Notice) -> Text {
      switch notice {
      case .pending: Text(L10n.paywall.pending)
      case .purchaseFailed(.unverified): Text(L10n.paywall.error.unverified)
      case .purchaseFailed: Text(L10n.paywall.error.purchase)
      case .restoreFailed: Text(L10n.paywall.error.restore)
      case .nothingToRestore: Text(L10n.paywall.noPurchases)
      }
    }
  }

  /// One offer: its name, what the price buys, and the store's price (a spinner while its
  /// purchase is in flight).
  struct ProductRow: View {
    let product: PurchaseProduct
    let isPurchasing: Bool
    let action: @MainActor () -> Void

    var body: some View {
      Button(action: action) {
        HStack(spacing: DSSpacing.sm.points) {
          VStack(alignment: .leading, spacing: DSSpacing.xxs.points) {
            Text(verbatim: product.displayName).typography(.headline.semibold)
            Self.period(of: product.kind).typography(.subheadline.regular)
          }
          Spacer(minLength: 0)
          if isPurchasing {
            ProgressView()
          } else {
            Text(verbatim: product.displayPrice).typography(.headline.semibold)
          }
        }
        .padding(DSSpacing.md.points)
      }
    }

    static func period(of kind: PremiumProductKind) -> Text {
      switch kind {
      case .monthly: Text(L10n.paywall.period.monthly)
      case .yearly: Text(L10n.paywall.period.yearly)
      case .lifetime: Text(L10n.paywall.period.lifetime)
      }
    }
  }

  // MARK: - Preview

  #if DEBUG
    /// The template's three offers from the mock configuration's store (no App Store), closable.
    struct PaywallViewPreviews: PreviewProvider {
      static var previews: some View {
        PaywallView(
          viewModel: PaywallViewModel(
            purchases: MockPurchasesManager(),
            gate: PaywallGate(store: KeyValueStore(backend: InMemoryKeyValueBackend())), allowsClose: true,
            links: PaywallLinks(terms: URL(fileURLWithPath: "/terms"), privacy: URL(fileURLWithPath: "/privacy"))))
      }
    }
  #endif
#endif
