import AppData
import AppDomain
import AppTestSupport
import Foundation
import KeelCore
import KeelStorage
import KeelTesting
import Testing

@Suite struct StoredFavoritesServiceTests {
  static func memoryStore() -> KeyValueStore { KeyValueStore(backend: InMemoryKeyValueBackend()) }

  @Test func aToggleIsWrittenToDiskAndReadBackByTheNextLaunch() async throws {
    let disk = DiskKeyValueStore()
    do {
      let service = try StoredFavoritesService(userID: "ana@example.com", store: try disk.open())
      #expect(await service.toggleFavorite(itemID: "espresso"))
      #expect(await service.toggleFavorite(itemID: "croissant"))
      #expect(await service.toggleFavorite(itemID: "espresso") == false)
      #expect(service.favoriteIDs.value == ["croissant"])
    }
    let relaunched = try StoredFavoritesService(userID: "ana@example.com", store: try disk.open())
    #expect(relaunched.favoriteIDs.value == ["croissant"])
    #expect(
      try disk.open().value(for: StoredFavoritesService.storageKey(userID: "ana@example.com")) == ["croissant"])
  }

  @Test func oneUsersFavoritesNeverShowForAnother() async throws {
    let disk = DiskKeyValueStore()
    let ana = try StoredFavoritesService(userID: "ana@example.com", store: try disk.open())
    await ana.setFavorite(true, itemID: "espresso")
    let ben = try StoredFavoritesService(userID: "ben@example.com", store: try disk.open())
    #expect(ben.favoriteIDs.value.isEmpty)
    await ben.setFavorite(true, itemID: "croissant")
    #expect(ana.favoriteIDs.value == ["espresso"])
    let anaAgain = try StoredFavoritesService(userID: "ana@example.com", store: try disk.open())
    #expect(anaAgain.favoriteIDs.value == ["espresso"])
  }

  @Test func everyObserverSeesTheCurrentSetThenEachChange() async throws {
    let service = try StoredFavoritesService(userID: "ana", store: Self.memoryStore())
    await service.setFavorite(true, itemID: "espresso")
    // Two observers, as the Items and Favorites tabs are.
    var items = service.favoriteIDs.values.makeAsyncIterator()
    var favorites = service.favoriteIDs.values.makeAsyncIterator()
    #expect(await items.next() == ["espresso"])
    #expect(await favorites.next() == ["espresso"])
    await service.setFavorite(true, itemID: "croissant")
    await service.setFavorite(true, itemID: "croissant")  // no change: nothing published
    await service.setFavorite(false, itemID: "espresso")
    #expect(await items.next() == ["espresso", "croissant"])
    #expect(await items.next() == ["croissant"])
    #expect(await favorites.next() == ["espresso", "croissant"])
    #expect(await favorites.next() == ["croissant"])
  }

  @Test func anEmptyUserIDIsRefusedWithAClearError() {
    #expect(throws: FavoritesServiceError.emptyUserID) {
      try StoredFavoritesService(userID: "  ", store: Self.memoryStore())
    }
    #expect(FavoritesServiceError.emptyUserID.description.contains("user id is empty"))
  }

  @Test func anEmptyItemIDChangesNothingAndIsLogged() async throws {
    let log = LogCapture()
    let service = try StoredFavoritesService(userID: "ana", store: Self.memoryStore(), logger: log.logger())
    await service.setFavorite(true, itemID: "")
    #expect(service.favoriteIDs.value.isEmpty)
    #expect(log.lines.contains { $0.contains("empty item id") })
  }

  @Test func unreadableStoredFavoritesStartEmptyWithAWarning() throws {
    let backend = InMemoryKeyValueBackend(["favorites.ana": .string("not a list")])
    let log = LogCapture()
    let service = try StoredFavoritesService(
      userID: "ana", store: KeyValueStore(backend: backend, logger: log.logger()))
    #expect(service.favoriteIDs.value.isEmpty)
    #expect(log.lines.contains { $0.contains("favorites.ana") })
  }

  @MainActor
  @Test func closingTheSignedInScopeEndsObserversAndReleasesTheService() async throws {
    let tracker = LeakTracker()
    let scopes = SessionScopes()
    let store = Self.memoryStore()
    let scope = scopes.openSignedIn { scope in
      do {
        tracker.track(try StoredFavoritesService.register(in: scope, userID: "ana", store: store), label: "favorites")
      } catch {
        Issue.record("registration failed: \(error)")
      }
    }
    let stream = try scope.resolve(.favorites).favoriteIDs
    let observer = Task {
      var seen: [Set<String>] = []
      for await ids in stream.values { seen.append(ids) }
      return seen
    }
    // A failed wait must not leave the observer iterating for the rest of the run.
    defer { observer.cancel() }
    try await waitForCondition { stream.subscriberCount == 1 }
    await (try scope.resolve(.favorites)).setFavorite(true, itemID: "espresso")

    scopes.closeSignedIn()
    #expect(await observer.value == [[], ["espresso"]], "the observer's loop ended with the scope")
    #expect(stream.subscriberCount == 0)
    #expect(throws: ServiceLookupError.self) { try scope.resolve(.favorites) }
    try await assertNoLeaks(tracker)
    // Stored, so the same user finds them in the next session.
    #expect(store.value(for: StoredFavoritesService.storageKey(userID: "ana")) == ["espresso"])
  }
}
