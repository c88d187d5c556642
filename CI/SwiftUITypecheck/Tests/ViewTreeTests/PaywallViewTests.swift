import AppDomain
import AppLocalization
import Foundation
import KeelTesting
@_spi(ViewTree) import SwiftUI
import Testing

@testable import PaywallFeature

extension ViewSnapshots {
  /// The paywall's plans loading, loaded, failed, a purchase in flight and failed, in two
  /// languages; purchase and restore through the tree.
  @MainActor @Suite struct PaywallViewTests {
    /// The paywall over `purchases`, after its `.onAppear` has loaded the plans.
    static func appeared(
      _ purchases: MockPurchasesManager = MockPurchasesManager()
    ) async throws -> (PaywallView, PaywallViewModel) {
      let viewModel = try Screens(purchases: purchases).paywallViewModel()
      let view = try await ViewTree.appeared(PaywallView(viewModel: viewModel)) {
        try await waitForCondition(timeout: Screens.patience) { viewModel.products != .loading }
      }
      return (view, viewModel)
    }

    /// The row offering `name` (its button's text starts with it).
    static func plan(_ name: String, in tree: ViewTree) throws -> ViewNode {
      try tree.find("the \(name) plan") { $0.kind == "Button" && $0.text.hasPrefix(name) }
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func loading(_ language: SnapshotLanguage) throws {
      language.select()
      assertViewSnapshot(of: PaywallView(viewModel: try Screens().paywallViewModel()), named: language.rawValue)
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func loaded(_ language: SnapshotLanguage) async throws {
      language.select()
      let (view, _) = try await Self.appeared()
      assertViewSnapshot(of: view, named: language.rawValue)
    }

    /// The store could not list the plans: the message and Retry.
    @Test(arguments: SnapshotLanguage.allCases)
    func error(_ language: SnapshotLanguage) async throws {
      language.select()
      let purchases = MockPurchasesManager()
      purchases.failProducts(with: .store("offline"))
      let (view, _) = try await Self.appeared(purchases)
      assertViewSnapshot(of: view, named: language.rawValue)
    }

    /// A purchase in flight: its row spins, and every plan and Restore are disabled.
    @Test(arguments: SnapshotLanguage.allCases)
    func purchasing(_ language: SnapshotLanguage) async throws {
      language.select()
      let purchases = MockPurchasesManager(holdsPurchases: true)
      let (view, viewModel) = try await Self.appeared(purchases)
      try Self.plan("Premium Monthly", in: ViewTree(view)).tap()
      try await waitForCondition(timeout: Screens.patience) { purchases.waitingCount == 1 }
      assertViewSnapshot(of: view, named: language.rawValue)
      purchases.release()
      try await waitForCondition(timeout: Screens.patience) { viewModel.isIdle }
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func purchaseFailed(_ language: SnapshotLanguage) async throws {
      language.select()
      let purchases = MockPurchasesManager(steps: [.fail("declined")])
      let (view, viewModel) = try await Self.appeared(purchases)
      try Self.plan("Premium Yearly", in: ViewTree(view)).tap()
      try await waitForCondition(timeout: Screens.patience) { viewModel.notice != nil }
      assertViewSnapshot(of: view, named: language.rawValue)
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func nothingToRestore(_ language: SnapshotLanguage) async throws {
      language.select()
      let (view, viewModel) = try await Self.appeared()
      try ViewTree(view).button(L10n.paywall.restore).tap()
      try await waitForCondition(timeout: Screens.patience) { viewModel.notice != nil }
      assertViewSnapshot(of: view, named: language.rawValue)
    }

    @Test func tappingAPlanBuysThatPlanAndUnlocksPremium() async throws {
      SnapshotLanguage.en.select()
      let purchases = MockPurchasesManager()
      let (view, viewModel) = try await Self.appeared(purchases)
      var unlocked: [PremiumEntitlement] = []
      viewModel.output = .init(unlocked: { unlocked.append($0) })

      try Self.plan("Premium Yearly", in: ViewTree(view)).tap()
      try await waitForCondition(timeout: Screens.patience) { !unlocked.isEmpty }

      #expect(purchases.purchases == [PremiumCatalog.yearly])
      #expect(purchases.restores == 0, "a plan's button buys; it does not restore")
      #expect(unlocked == [.premium(productID: PremiumCatalog.yearly)])
    }

    @Test func restoreRestoresAndBuysNothing() async throws {
      SnapshotLanguage.en.select()
      let purchases = MockPurchasesManager()
      purchases.setRestorable([.verified(purchases.transaction(for: PremiumCatalog.lifetime))])
      let (view, viewModel) = try await Self.appeared(purchases)
      var unlocked: [PremiumEntitlement] = []
      viewModel.output = .init(unlocked: { unlocked.append($0) })

      try ViewTree(view).button(L10n.paywall.restore).tap()
      try await waitForCondition(timeout: Screens.patience) { !unlocked.isEmpty }

      #expect(purchases.restores == 1)
      #expect(purchases.purchases.isEmpty, "Restore buys nothing")
      #expect(unlocked == [.premium(productID: PremiumCatalog.lifetime)])
    }

    @Test func theErrorStatesRetryLoadsThePlans() async throws {
      SnapshotLanguage.en.select()
      let purchases = MockPurchasesManager()
      purchases.failProducts(with: .store("offline"))
      let (view, viewModel) = try await Self.appeared(purchases)
      let tree = ViewTree(view)

      purchases.failProducts(with: nil)
      try tree.button(L10n.common.retry).tap()
      try await waitForCondition(timeout: Screens.patience) { viewModel.products != .loading }
      tree.reload()

      #expect(try Self.plan("Premium Monthly", in: tree).isEnabled)
    }

    @Test func closeDismissesThePaywall() async throws {
      SnapshotLanguage.en.select()
      let (view, viewModel) = try await Self.appeared()
      var closed = 0
      viewModel.output = .init(closed: { closed += 1 })

      try ViewTree(view).button(L10n.paywall.close).tap()

      #expect(closed == 1)
    }
  }
}
