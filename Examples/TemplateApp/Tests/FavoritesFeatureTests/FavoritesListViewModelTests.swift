import AppDomain
import AppTestSupport
import DevServer
import Foundation
import KeelCore
import KeelStorage
import KeelTesting
import Testing

@testable import FavoritesFeature

@MainActor
@Suite struct FavoritesListViewModelTests {
  static func rows(_ state: FavoritesListViewModel.ViewState) -> [FavoriteRow]? {
    if case .loaded(let rows) = state { return rows }
    return nil
  }

  @Test func showsTheFavoriteItemsInTheCatalogsOrderAndAnEmptyStateWithoutAny() async throws {
    var factory: FavoritesTestFactory? = try FavoritesTestFactory(locale: Locale(identifier: "de_DE"))
    let tracker = factory!.tracker
    var viewModel: FavoritesListViewModel? = factory!.favoritesListViewModel()
    #expect(viewModel!.state == .loading)
    viewModel!.onAppear()
    await viewModel!.waitForLoad()
    #expect(viewModel!.state == .empty)

    // Starred in the Items tab: the same service, another observer. This tab follows at once.
    await factory!.favorites.setFavorite(true, itemID: "croissant")
    await factory!.favorites.setFavorite(true, itemID: "espresso")
    try await waitForCondition { Self.rows(viewModel!.state)?.count == 2 }
    #expect(
      Self.rows(viewModel!.state) == [
        FavoriteRow(id: "espresso", title: "Espresso", price: "2,40\u{00A0}€"),
        FavoriteRow(id: "croissant", title: "Croissant", price: "2,15\u{00A0}€"),
      ])
    #expect(factory!.catalog.loadCount == 1)

    // Edited and deleted in the Items tab: the catalog says so, and the rows follow.
    factory!.catalog.show([Item(id: "espresso", title: "Doppio", category: "drinks", price: 3)])
    #expect(Self.rows(viewModel!.state) == [FavoriteRow(id: "espresso", title: "Doppio", price: "3,00\u{00A0}€")])

    viewModel = nil
    factory = nil
    try await assertNoLeaks(tracker)
  }

  @Test func removingAFavoriteTakesItOffEverywhereAndSaysWhich() async throws {
    let favorites = try TestFavorites.service()
    await favorites.setFavorite(true, itemID: "espresso")
    await favorites.setFavorite(true, itemID: "croissant")
    var factory: FavoritesTestFactory? = try FavoritesTestFactory(favorites: favorites)
    let tracker = factory!.tracker
    var viewModel: FavoritesListViewModel? = factory!.favoritesListViewModel()
    var notices: [FavoritesNotice] = []
    viewModel!.output = .init(onOpenItem: { _ in }, onBrowseItems: {}, onNotice: { notices.append($0) })
    viewModel!.onAppear()
    await viewModel!.waitForLoad()
    viewModel!.remove(id: "espresso")
    await viewModel!.waitForRemoval()
    #expect(favorites.favoriteIDs.value == ["croissant"])
    try await waitForCondition { Self.rows(viewModel!.state)?.map(\.id) == ["croissant"] }
    #expect(notices == [.removed(title: "Espresso")])

    viewModel = nil
    factory = nil
    try await assertNoLeaks(tracker)
  }

  @Test func rowsAndTheEmptyStateReportThroughTheOutput() async throws {
    var factory: FavoritesTestFactory? = try FavoritesTestFactory()
    let tracker = factory!.tracker
    var viewModel: FavoritesListViewModel? = factory!.favoritesListViewModel()
    var opened: [String] = []
    var browsed = 0
    viewModel!.output = .init(onOpenItem: { opened.append($0) }, onBrowseItems: { browsed += 1 }, onNotice: { _ in })
    viewModel!.open(id: "croissant")
    viewModel!.browseItems()
    #expect(opened == ["croissant"])
    #expect(browsed == 1)
    viewModel = nil
    factory = nil
    try await assertNoLeaks(tracker)
  }

  // MARK: - Over the DevServer

  @Test func aFailedRefreshKeepsTheFavoritesWithANoticeAndAFailedFirstLoadIsAnError() async throws {
    try await DevServerHarness.with(DevServerConfiguration(failures: [.items: .status(500)])) { harness in
      let favorites = try TestFavorites.service()
      await favorites.setFavorite(true, itemID: "croissant")
      var factory: FavoritesTestFactory? = try FavoritesTestFactory(
        repository: try await harness.signedInItemsRepository(), favorites: favorites)
      let tracker = factory!.tracker
      var viewModel: FavoritesListViewModel? = factory!.favoritesListViewModel()
      var notices: [FavoritesNotice] = []
      viewModel!.output = .init(onOpenItem: { _ in }, onBrowseItems: {}, onNotice: { notices.append($0) })
      viewModel!.onAppear()
      await viewModel!.waitForLoad()
      guard case .error(.unavailable) = viewModel!.state else {
        Issue.record("expected an error state, got \(viewModel!.state)")
        return
      }
      #expect(notices.isEmpty, "the error state says it; no toast on top")

      harness.server.update { $0.failures[.items] = nil }
      viewModel!.retry()
      await viewModel!.waitForLoad()
      let loaded = try #require(Self.rows(viewModel!.state))
      #expect(loaded.map(\.id) == ["croissant"], "the server's croissant, from the seeded list")

      harness.server.update { $0.failures[.items] = .dropConnection }
      await viewModel!.refresh()
      #expect(Self.rows(viewModel!.state) == loaded, "the last favorites stay")
      #expect(notices == [.loadFailed])
      #expect(viewModel!.isRefreshing == false)

      viewModel = nil
      factory = nil
      try await assertNoLeaks(tracker)
    }
  }

  // MARK: - Analytics

  @Test func appearingAndTakingAFavoriteOffAreTracked() async throws {
    let favorites = try TestFavorites.service()
    await favorites.setFavorite(true, itemID: "espresso")
    var factory: FavoritesTestFactory? = try FavoritesTestFactory(favorites: favorites)
    let tracker = factory!.tracker
    let analytics = factory!.analytics
    var viewModel: FavoritesListViewModel? = factory!.favoritesListViewModel()
    viewModel!.onAppear()
    await viewModel!.waitForLoad()
    viewModel!.remove(id: "espresso")
    await viewModel!.waitForRemoval()
    #expect(analytics.names == ["Favorites_Appear", "Favorite_Toggled"])
    #expect(analytics.events.last?.properties == ["screen": "Favorites"])
    viewModel!.onDisappear()
    viewModel = nil
    factory = nil
    try await assertNoLeaks(tracker)
  }
}
