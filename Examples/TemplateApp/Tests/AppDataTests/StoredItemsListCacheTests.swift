import AppData
import AppDomain
import AppTestSupport
import Foundation
import Testing

/// The kept items list over a real `UserDefaults` file: a "relaunch" is a new store over it.
@Suite struct StoredItemsListCacheTests {
  static let saved = CachedItems(items: FakeItemsRepository.sample, savedAt: Date(timeIntervalSince1970: 1_773_133_200))

  @Test func aSavedListSurvivesARelaunchWithItsExactPrices() throws {
    let disk = DiskKeyValueStore()
    StoredItemsListCache(userID: "ada@example.org", store: try disk.open()).save(Self.saved)
    let relaunched = StoredItemsListCache(userID: "ada@example.org", store: try disk.open())
    #expect(relaunched.load() == Self.saved)
    #expect(relaunched.load()?.items.first?.price == Decimal(string: "2.40"))
  }

  @Test func eachUserHasTheirOwnListAndRemovingOneLeavesTheOther() throws {
    let disk = DiskKeyValueStore()
    let store = try disk.open()
    let ada = StoredItemsListCache(userID: "ada@example.org", store: store)
    let bob = StoredItemsListCache(userID: "bob@example.org", store: store)
    ada.save(Self.saved)
    #expect(bob.load() == nil)
    bob.save(CachedItems(items: [], savedAt: Self.saved.savedAt))
    ada.remove()
    let relaunched = try disk.open()
    #expect(relaunched.backend.value(forKey: "items.cache.ada@example.org") == nil)
    #expect(StoredItemsListCache(userID: "bob@example.org", store: relaunched).load()?.items == [])
  }

  @Test func anUnreadableStoredListReadsAsNone() throws {
    let disk = DiskKeyValueStore()
    let store = try disk.open()
    store.set("not a list", for: .init("items.cache.ada@example.org", default: ""))
    #expect(StoredItemsListCache(userID: "ada@example.org", store: try disk.open()).load() == nil)
  }
}
