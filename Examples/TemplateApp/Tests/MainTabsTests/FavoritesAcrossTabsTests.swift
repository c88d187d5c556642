import AppDomain
import AppTestSupport
import DevServer
import Foundation
import KeelCore
import KeelDesign
import KeelTesting
import Testing

@testable import FavoritesFeature
@testable import ItemsFeature

/// The Items and Favorites tabs over one session's catalog and favorites, as the composition
/// root wires them (issue 12: a toggle in one tab shows in the other at once; a favorite opens
/// the same detail route as Items), against the in-process DevServer.
@MainActor
@Suite struct FavoritesAcrossTabsTests {
  static func favoriteIDs(in items: ItemsListViewModel) -> [String] {
    guard case .loaded(let listing) = items.state else { return [] }
    return listing.sections.flatMap(\.rows).filter(\.isFavorite).map(\.id)
  }

  static func ids(in favorites: FavoritesListViewModel) -> [String] {
    guard case .loaded(let rows) = favorites.state else { return [] }
    return rows.map(\.id)
  }

  @Test func aStarInOneTabShowsInTheOtherAtOnceAndAFavoriteOpensTheItemsDetail() async throws {
    try await DevServerHarness.with { harness in
      var factory: MainTabsTestFactory? = MainTabsTestFactory(
        repository: try await harness.signedInItemsRepository(), favorites: try TestFavorites.service())
      let tracker = factory!.tracker
      var itemsTab: ItemsCoordinator? = ItemsCoordinator(factory: factory!, toasts: factory!.toasts)
      var favoritesTab: FavoritesCoordinator? = FavoritesCoordinator(factory: factory!, toasts: factory!.toasts)
      tracker.track(itemsTab!)
      tracker.track(favoritesTab!)
      // The root's wiring: a favorite opens the Items tab's detail route.
      favoritesTab!.output = .init(
        onOpenItem: { [weak itemsTab] id in itemsTab?.show(.detail(id: id)) }, onBrowseItems: {})
      itemsTab!.listViewModel.onAppear()
      favoritesTab!.listViewModel.onAppear()
      await itemsTab!.listViewModel.waitForLoad()
      await favoritesTab!.listViewModel.waitForLoad()
      #expect(favoritesTab!.listViewModel.state == .empty)
      #expect(
        harness.server.activity.records.filter { $0.route == .items }.count == 1,
        "one catalog, loaded once for both tabs")

      itemsTab!.listViewModel.toggleFavorite(id: "croissant")
      try await waitForCondition { Self.ids(in: favoritesTab!.listViewModel) == ["croissant"] }

      favoritesTab!.listViewModel.open(id: "croissant")
      #expect(itemsTab!.routes == [.detail(id: "croissant")])
      do {
        guard case .detail(let detail) = itemsTab!.navigator.top else {
          Issue.record("no detail pushed")
          return
        }
        detail.onAppear()
        #expect(detail.isFavorite)
        favoritesTab!.listViewModel.remove(id: "croissant")
        try await waitForCondition { !detail.isFavorite }
        detail.onDisappear()
      }
      try await waitForCondition { Self.favoriteIDs(in: itemsTab!.listViewModel).isEmpty }
      #expect(favoritesTab!.listViewModel.state == .empty)

      itemsTab = nil
      favoritesTab = nil
      factory = nil
      try await assertNoLeaks(tracker)
    }
  }
}
