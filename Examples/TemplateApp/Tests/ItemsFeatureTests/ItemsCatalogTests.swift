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
}
