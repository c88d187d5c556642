import AppDomain
import AppTestSupport
import Foundation
import ItemsFeature
import KeelCore
import KeelTesting
import Testing

@MainActor
@Suite struct ItemsCatalogTests {
  @Test func aSaveMadeWhileAnOlderLoadRunsIsKeptAndNeverDoubled() async throws {
    let repository = FakeItemsRepository()
    let catalog = ItemsCatalog(repository: repository, clock: TestClock())
    await catalog.loadIfNeeded()
    repository.holdLists()
    let refresh = Task { await catalog.forceRefresh() }
    // A failed wait must not leave the refresh parked at the held list for the rest of the run.
    defer { repository.releaseLists() }
    try await waitForCondition { repository.heldListCount == 1 }
    // The load read the list before this save reached the server.
    let created = try await repository.createItem(
      try ItemValidator.validate(
        ItemDraft(title: "Scone", category: "pastries", priceText: "3"), locale: Locale(identifier: "en_US")
      ).get())
    catalog.saved(created)
    repository.releaseLists()
    await refresh.value
    #expect(catalog.items?.map(\.id) == ["espresso", "flat-white", "croissant", created.id])
    await catalog.forceRefresh()
    #expect(catalog.items?.map(\.id) == ["espresso", "flat-white", "croissant", created.id])
  }

  @Test func anItemBeingDeletedDoesNotComeBackWithALoadAndIsPutBackOnRefusal() async throws {
    let repository = FakeItemsRepository()
    let catalog = ItemsCatalog(repository: repository, clock: TestClock())
    await catalog.loadIfNeeded()
    let deletion = catalog.removeProvisionally(id: "espresso")
    await catalog.forceRefresh()
    #expect(catalog.items?.map(\.id) == ["flat-white", "croissant"], "the server still has it, the person does not")
    catalog.putBack(deletion)
    #expect(catalog.items?.map(\.id) == ["espresso", "flat-white", "croissant"])

    let second = catalog.removeProvisionally(id: "croissant")
    try await repository.deleteItem(id: "croissant")
    catalog.confirm(second)
    await catalog.forceRefresh()
    #expect(catalog.items?.map(\.id) == ["espresso", "flat-white"])
  }

  @Test func itemComesFromTheListOrElseTheRepository() async throws {
    let repository = FakeItemsRepository()
    let catalog = ItemsCatalog(repository: repository, clock: TestClock())
    #expect(try await catalog.item(id: "croissant").title == "Croissant")
    #expect(repository.calls == [.item])
    await catalog.loadIfNeeded()
    #expect(try await catalog.item(id: "croissant").title == "Croissant")
    #expect(repository.calls == [.item, .list])
  }

  // MARK: - Offline start

  /// 2026-03-10 09:00 UTC; the cached list is from the day before.
  nonisolated static let now = Date(timeIntervalSince1970: 1_773_133_200)
  nonisolated static let yesterday = now.addingTimeInterval(-86_400)

  @Test func theCachedListShowsAtOnceAndTheLoadReplacesAndKeepsIt() async throws {
    let cached = [FakeItemsRepository.sample[0]]
    let cache = InMemoryItemsListCache(CachedItems(items: cached, savedAt: Self.yesterday))
    let repository = FakeItemsRepository()
    let catalog = ItemsCatalog(repository: repository, clock: TestClock(), cache: cache, now: { Self.now })
    #expect(catalog.items == cached, "shown before any load")
    #expect(catalog.syncStatus == .syncing(lastSuccess: Self.yesterday))
    repository.holdLists()
    let load = Task { await catalog.loadIfNeeded() }
    defer { repository.releaseLists() }
    try await waitForCondition { repository.heldListCount == 1 }
    #expect(catalog.items == cached, "still shown while the store refreshes")
    #expect(catalog.syncStatus == .syncing(lastSuccess: Self.yesterday))
    repository.releaseLists()
    await load.value
    #expect(catalog.items == FakeItemsRepository.sample)
    #expect(catalog.syncStatus == .upToDate(Self.now))
    #expect(cache.cached == CachedItems(items: FakeItemsRepository.sample, savedAt: Self.now))
  }

  @Test(arguments: [
    (RepositoryError.unavailable("no connection"), SyncStatus.offline(lastSuccess: ItemsCatalogTests.yesterday)),
    (.invalidResponse("HTML"), .failed(lastSuccess: ItemsCatalogTests.yesterday)),
  ])
  func aFailedLoadKeepsTheCachedListAndSaysWhy(error: RepositoryError, expected: SyncStatus) async {
    let cached = [FakeItemsRepository.sample[1]]
    let cache = InMemoryItemsListCache(CachedItems(items: cached, savedAt: Self.yesterday))
    let repository = FakeItemsRepository()
    repository.fail(.list, with: error)
    let catalog = ItemsCatalog(repository: repository, clock: TestClock(), cache: cache, now: { Self.now })
    await catalog.loadIfNeeded()
    #expect(catalog.items == cached)
    #expect(catalog.syncStatus == expected)
    #expect(cache.cached?.savedAt == Self.yesterday, "a failure writes nothing")
  }

  @Test func withNoCacheAFailedFirstLoadIsOfflineWithNoLastSuccess() async {
    let repository = FakeItemsRepository()
    repository.fail(.list, with: .unavailable("timeout"))
    let catalog = ItemsCatalog(repository: repository, clock: TestClock(), cache: InMemoryItemsListCache())
    await catalog.loadIfNeeded()
    #expect(catalog.items == nil)
    #expect(catalog.syncStatus == .offline(lastSuccess: nil))
  }

  @Test func savesAndConfirmedDeletesAreWrittenThroughToTheCache() async throws {
    let cache = InMemoryItemsListCache()
    let repository = FakeItemsRepository()
    let catalog = ItemsCatalog(repository: repository, clock: TestClock(), cache: cache, now: { Self.now })
    await catalog.loadIfNeeded()
    var tea = FakeItemsRepository.sample[0]
    tea.title = "Tea"
    catalog.saved(tea)
    #expect(cache.cached?.items.first?.title == "Tea")
    let deletion = catalog.removeProvisionally(id: "croissant")
    #expect(cache.cached?.items.contains { $0.id == "croissant" } == true, "not before the server confirms")
    catalog.confirm(deletion)
    #expect(cache.cached?.items.map(\.id) == ["espresso", "flat-white"])
    #expect(cache.cached?.savedAt == Self.now)
  }
}
