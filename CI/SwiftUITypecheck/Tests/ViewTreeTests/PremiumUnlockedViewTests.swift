import AppDomain
import AppLocalization
import Foundation
@_spi(ViewTree) import SwiftUI
import Testing

@testable import PaywallFeature

extension ViewSnapshots {
  /// The premium-unlocked screen for a subscription and for lifetime, and its Continue.
  @MainActor @Suite struct PremiumUnlockedViewTests {
    @Test(arguments: SnapshotLanguage.allCases)
    func subscription(_ language: SnapshotLanguage) throws {
      language.select()
      let viewModel = try Screens().premiumUnlockedViewModel(.premium(productID: PremiumCatalog.monthly))
      assertViewSnapshot(of: PremiumUnlockedView(viewModel: viewModel), named: language.rawValue)
    }

    @Test(arguments: SnapshotLanguage.allCases)
    func lifetime(_ language: SnapshotLanguage) throws {
      language.select()
      let viewModel = try Screens().premiumUnlockedViewModel(.premium(productID: PremiumCatalog.lifetime))
      assertViewSnapshot(of: PremiumUnlockedView(viewModel: viewModel), named: language.rawValue)
    }

    @Test func continueFinishes() throws {
      SnapshotLanguage.en.select()
      let viewModel = try Screens().premiumUnlockedViewModel(.premium(productID: PremiumCatalog.yearly))
      var finished = 0
      viewModel.output = .init(finished: { finished += 1 })

      try ViewTree(PremiumUnlockedView(viewModel: viewModel)).button(L10n.paywall.unlocked.continue).tap()

      #expect(finished == 1)
    }
  }
}
