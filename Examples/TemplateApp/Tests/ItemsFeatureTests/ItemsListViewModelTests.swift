import AppDomain
import AppTestSupport
import DevServer
import Foundation
import KeelTesting
import Testing

@testable import ItemsFeature

@MainActor
@Suite struct ItemsListViewModelTests {
  /// The number of `GET /items` the server answered.
  static func listRequests(_ harness: DevServerHarness) -> Int {
    harness.server.activity.records.filter { $0.route == .items }.count
  }

  static func listing(_ state: ItemsListViewModel.ViewState) -> ItemsListing? {
    if case .loaded(let listing) = state { return listing }
    return nil
  }

  // MARK: - Over the DevServer

  @Test func appearingLoadsOnceWithinTheTTLAndAgainAfterIt() async throws {
    try await DevServerHarness.with { harness in
      var factory: ItemsTestFactory? = try ItemsTestFactory(repository: try await harness.signedInItemsRepository())
      let tracker = factory!.tracker
      var viewModel: ItemsListViewModel? = factory!.itemsListViewModel()
      #expect(viewModel!.state == .loading)
      viewModel!.onAppear()
      await viewModel!.waitForLoad()
      let listing = try #require(Self.listing(viewModel!.state))
      #expect(listing.sections.map(\.category) == ["drinks", "pastries", "stationery"])
      #expect(listing.sections.map(\.total) == ["€8.95", "€5.40", "€7.99"])
      #expect(listing.overallTotal == "€22.34")

      factory!.clock.advance(by: .seconds(29))
      viewModel!.onAppear()
      await viewModel!.waitForLoad()
      #expect(Self.listRequests(harness) == 1, "within the TTL nothing is asked")
      factory!.clock.advance(by: .seconds(1))
      viewModel!.onAppear()
      await viewModel!.waitForLoad()
      #expect(Self.listRequests(harness) == 2, "after 30 s the list is loaded again")

      viewModel = nil
      factory = nil
      try await assertNoLeaks(tracker)
    }
  }

  @Test func pullToRefreshLoadsAndAFailureKeepsTheLastListWithANotice() async throws {
    try await DevServerHarness.with { harness in
      var factory: ItemsTestFactory? = try ItemsTestFactory(repository: try await harness.signedInItemsRepository())
      let tracker = factory!.tracker
      var viewModel: ItemsListViewModel? = factory!.itemsListViewModel()
      var notices: [ItemsNotice] = []
      viewModel!.output = .init(onSelect: { _ in }, onCreate: {}, onNotice: { notices.append($0) })
      viewModel!.onAppear()
      await viewModel!.waitForLoad()
      let loaded = viewModel!.state

      await viewModel!.refresh()
      #expect(Self.listRequests(harness) == 2, "a refresh loads even within the TTL")
      #expect(notices.isEmpty)

      harness.server.update { $0.failures[.items] = .status(503) }
      await viewModel!.refresh()
      #expect(viewModel!.state == loaded, "the last list stays")
      #expect(notices == [.loadFailed])
      #expect(viewModel!.isRefreshing == false)

      harness.server.update { $0.failures[.items] = .dropConnection }
      await viewModel!.refresh()
      #expect(viewModel!.state == loaded)
      #expect(notices == [.loadFailed, .loadFailed])

      viewModel = nil
      factory = nil
      try await assertNoLeaks(tracker)
    }
  }

  @Test func aFirstLoadThatFailsIsAnErrorWithARetry() async throws {
    try await DevServerHarness.with(DevServerConfiguration(failures: [.items: .status(500)])) { harness in
      var factory: ItemsTestFactory? = try ItemsTestFactory(repository: try await harness.signedInItemsRepository())
      let tracker = factory!.tracker
      var viewModel: ItemsListViewModel? = factory!.itemsListViewModel()
      var notices: [ItemsNotice] = []
      viewModel!.output = .init(onSelect: { _ in }, onCreate: {}, onNotice: { notices.append($0) })
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
      #expect(Self.listing(viewModel!.state)?.sections.count == 3)

      viewModel = nil
      factory = nil
      try await assertNoLeaks(tracker)
    }
  }

  // MARK: - Over the fake repository

  @Test func noItemsIsTheEmptyState() async throws {
    var factory: ItemsTestFactory? = try ItemsTestFactory(repository: FakeItemsRepository(items: []))
    let tracker = factory!.tracker
    var viewModel: ItemsListViewModel? = factory!.itemsListViewModel()
    viewModel!.onAppear()
    await viewModel!.waitForLoad()
    #expect(viewModel!.state == .empty)
    viewModel = nil
    factory = nil
    try await assertNoLeaks(tracker)
  }

  @Test func theFilterNarrowsTheSectionsAndTheirTotals() async throws {
    var factory: ItemsTestFactory? = try ItemsTestFactory(repository: FakeItemsRepository())
    let tracker = factory!.tracker
    var viewModel: ItemsListViewModel? = factory!.itemsListViewModel()
    viewModel!.onAppear()
    await viewModel!.waitForLoad()
    viewModel!.query = "flat"
    let listing = try #require(Self.listing(viewModel!.state))
    #expect(listing.sections.map(\.category) == ["drinks"])
    #expect(listing.sections[0].rows.map(\.id) == ["flat-white"])
    #expect(listing.overallTotal == "€3.60")
    viewModel!.query = "nothing like this"
    #expect(Self.listing(viewModel!.state)?.sections.isEmpty == true, "no match is an empty list, not the empty state")
    viewModel = nil
    factory = nil
    try await assertNoLeaks(tracker)
  }

  @Test func aConfirmedDeleteRemovesAtOnceAndARefusalPutsItBackWithANotice() async throws {
    let repository = FakeItemsRepository()
    let favorites = try TestFavorites.service()
    await favorites.setFavorite(true, itemID: "espresso")
    var factory: ItemsTestFactory? = try ItemsTestFactory(repository: repository, favorites: favorites)
    let tracker = factory!.tracker
    var viewModel: ItemsListViewModel? = factory!.itemsListViewModel()
    var notices: [ItemsNotice] = []
    viewModel!.output = .init(onSelect: { _ in }, onCreate: {}, onNotice: { notices.append($0) })
    viewModel!.onAppear()
    await viewModel!.waitForLoad()

    viewModel!.requestDelete(id: "espresso")
    #expect(viewModel!.pendingDeletion?.title == "Espresso")
    viewModel!.cancelDelete()
    #expect(viewModel!.pendingDeletion == nil)
    viewModel!.isConfirmingDelete = true
    #expect(viewModel!.pendingDeletion == nil, "only a request puts the dialog up")
    viewModel!.requestDelete(id: "espresso")
    #expect(viewModel!.isConfirmingDelete)
    viewModel!.isConfirmingDelete = false  // the dialog dismissed by a tap outside it
    #expect(viewModel!.pendingDeletion == nil)
    #expect(Self.listing(viewModel!.state)?.sections[0].rows.count == 2, "cancelled: nothing removed")

    repository.fail(.delete, with: .rejected("locked"))
    viewModel!.requestDelete(id: "espresso")
    viewModel!.confirmDelete()
    #expect(Self.listing(viewModel!.state)?.sections[0].rows.map(\.id) == ["flat-white"], "removed at once")
    await viewModel!.waitForDelete()
    #expect(
      Self.listing(viewModel!.state)?.sections[0].rows.map(\.id) == ["espresso", "flat-white"], "put back in place")
    #expect(notices == [.deleteRefused(title: "Espresso")])
    #expect(favorites.favoriteIDs.value == ["espresso"], "put back, and still a favorite")

    repository.fail(.delete, with: nil)
    viewModel!.requestDelete(id: "espresso")
    viewModel!.confirmDelete()
    await viewModel!.waitForDelete()
    await viewModel!.refresh()
    #expect(Self.listing(viewModel!.state)?.sections[0].rows.map(\.id) == ["flat-white"])
    #expect(repository.items.map(\.id) == ["flat-white", "croissant"])
    #expect(favorites.favoriteIDs.value.isEmpty, "a deleted item is no longer a favorite")

    viewModel = nil
    factory = nil
    try await assertNoLeaks(tracker)
  }

  // MARK: - Favorites

  static func favoriteRows(_ viewModel: ItemsListViewModel) -> [String] {
    listing(viewModel.state)?.sections.flatMap(\.rows).filter(\.isFavorite).map(\.id) ?? []
  }

  @Test func aFavoriteToggledHereOrInAnotherTabMarksTheRowAtOnce() async throws {
    let favorites = try TestFavorites.service()
    var factory: ItemsTestFactory? = try ItemsTestFactory(repository: FakeItemsRepository(), favorites: favorites)
    let tracker = factory!.tracker
    var viewModel: ItemsListViewModel? = factory!.itemsListViewModel()
    viewModel!.onAppear()
    await viewModel!.waitForLoad()
    #expect(Self.favoriteRows(viewModel!).isEmpty)

    viewModel!.toggleFavorite(id: "croissant")
    await viewModel!.waitForFavoriteToggle()
    try await waitForCondition { Self.favoriteRows(viewModel!) == ["croissant"] }

    // The Favorites tab changes the same service: this list follows without a reload.
    await favorites.setFavorite(false, itemID: "croissant")
    await favorites.setFavorite(true, itemID: "espresso")
    try await waitForCondition { Self.favoriteRows(viewModel!) == ["espresso"] }

    viewModel!.toggleFavorite(id: "flat-white")
    viewModel!.toggleFavorite(id: "flat-white")
    await viewModel!.waitForFavoriteToggle()
    #expect(favorites.favoriteIDs.value == ["espresso"], "two quick taps leave it as it was")

    viewModel!.onDisappear()
    try await waitForCondition { favorites.favoriteIDs.subscriberCount == 0 }
    viewModel = nil
    factory = nil
    try await assertNoLeaks(tracker)
  }

  @Test func aListLeftOnScreenStopsObservingWhenReleased() async throws {
    let favorites = try TestFavorites.service()
    var factory: ItemsTestFactory? = try ItemsTestFactory(repository: FakeItemsRepository(), favorites: favorites)
    let tracker = factory!.tracker
    var viewModel: ItemsListViewModel? = factory!.itemsListViewModel()
    viewModel!.onAppear()
    await viewModel!.waitForLoad()
    try await waitForCondition { favorites.favoriteIDs.subscriberCount == 1 }
    viewModel = nil  // never told it disappeared
    factory = nil
    try await assertNoLeaks(tracker)
    try await waitForCondition { favorites.favoriteIDs.subscriberCount == 0 }
  }

  // MARK: - Analytics

  /// Seed 002's tracking: the list's appearance, a favorite star and a confirmed delete, in the
  /// order they happened; a refused delete is not tracked.
  @Test func appearingStarringAndDeletingAreTracked() async throws {
    let repository = FakeItemsRepository()
    var factory: ItemsTestFactory? = try ItemsTestFactory(repository: repository)
    let tracker = factory!.tracker
    let analytics = factory!.analytics
    var viewModel: ItemsListViewModel? = factory!.itemsListViewModel()
    viewModel!.onAppear()
    await viewModel!.waitForLoad()
    viewModel!.toggleFavorite(id: "espresso")
    await viewModel!.waitForFavoriteToggle()
    viewModel!.requestDelete(id: "espresso")
    viewModel!.confirmDelete()
    await viewModel!.waitForDelete()
    repository.fail(.delete, with: .unavailable("offline"))
    viewModel!.requestDelete(id: "flat-white")
    viewModel!.confirmDelete()
    await viewModel!.waitForDelete()
    #expect(analytics.names == ["Items_Appear", "Favorite_Toggled", "Item_Deleted"])
    #expect(analytics.events[1].properties == ["screen": "Items"])
    viewModel!.onDisappear()
    viewModel = nil
    factory = nil
    try await assertNoLeaks(tracker)
  }
}
