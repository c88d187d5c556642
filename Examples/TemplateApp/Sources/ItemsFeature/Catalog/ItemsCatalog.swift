import AppDomain
import Foundation
import KeelCore
import KeelStore
import Observation

/// The Items tab's data: the list from the repository through a ``Store`` with a TTL (seed
/// 003), plus the changes this app made since that list was loaded, so a save or a delete
/// shows at once without a reload. Shared by the list, the detail and the editor.
///
/// Each load remembers how many local changes the server had confirmed before it began; those
/// are in its answer already, so only later ones, and those still waiting for the server, are
/// laid over it (a refresh never loses a save made while it ran, and an item being deleted
/// does not come back because a refresh began before the server deleted it).
///
/// One per signed-in session: the composition root hands the same instance to the Favorites
/// tab as an ``ItemsCatalogProtocol``, so a save or a delete here shows there too.
///
/// With a cache (seed 001's cache manager, one per user), the list last loaded is shown at once
/// at launch while the store refreshes, and stays when the refresh fails (offline start): a
/// launch with the server down shows the cached list and ``syncStatus`` says offline. Every
/// successful load, save and confirmed delete is written through to the cache.
@MainActor
@Observable
public final class ItemsCatalog: ItemsCatalogProtocol {
  /// A loaded list and the number of local changes it already contains.
  public struct Snapshot: Sendable {
    let items: [Item]
    let changesBefore: Int
    /// When the server sent these items.
    let loadedAt: Date
  }

  private enum Change {
    case upsert(Item)
    case remove(id: String)
  }

  let store: Store<Snapshot>
  private let repository: any ItemsRepositoryProtocol
  /// Local changes in order. `confirmed` numbers the server's confirmations (from
  /// ``changeCount``); nil while the server has not answered yet.
  private var changes: [(id: Int, confirmed: Int?, change: Change)] = []
  @ObservationIgnored private var nextChangeID = 0
  /// Items the server sent one by one because the list lacked them, by id: the list can be
  /// older than an item (kept from the last launch, or loaded before another device made it).
  /// Tracked, so a detail waiting for one shows it when it comes.
  private var fetched: [String: Item] = [:]
  /// Read by loads off the main actor, so it is a lock, not actor state.
  @ObservationIgnored private let changeCount = Locked(0)
  @ObservationIgnored private let cache: (any ItemsListCache)?
  /// The list the cache held at launch, shown until the first load succeeds.
  @ObservationIgnored private let cached: Snapshot?
  @ObservationIgnored private let now: @Sendable () -> Date

  /// - Parameters:
  ///   - ttl: how long a loaded list counts as fresh (30 s, seed 003).
  ///   - clock: the clock the TTL is measured on.
  ///   - cache: the user's kept list, read once here and written after every change; nil keeps
  ///     nothing between launches.
  ///   - now: the wall-clock time a load is stamped with (the sync indicator shows it).
  public init<C: Clock>(
    repository: any ItemsRepositoryProtocol, ttl: Duration = .seconds(30), clock: C,
    cache: (any ItemsListCache)? = nil, now: @escaping @Sendable () -> Date = { Date() }
  ) where C.Duration == Duration {
    self.repository = repository
    self.cache = cache
    self.now = now
    cached = cache?.load().map { Snapshot(items: $0.items, changesBefore: 0, loadedAt: $0.savedAt) }
    let counter = changeCount
    store = Store(ttl: ttl, clock: clock) {
      let before = counter.withLock { $0 }
      let items = try await repository.items()
      let loadedAt = now()
      // Written here, off the main actor, so the next launch has the list even if this one
      // ends before the screen sees it.
      cache?.save(CachedItems(items: items, savedAt: loadedAt))
      return Snapshot(items: items, changesBefore: before, loadedAt: loadedAt)
    }
  }

  public convenience init(
    repository: any ItemsRepositoryProtocol, ttl: Duration = .seconds(30), cache: (any ItemsListCache)? = nil
  ) {
    self.init(repository: repository, ttl: ttl, clock: ContinuousClock(), cache: cache)
  }

  /// Whether the list shown is being refreshed, current, or an older copy, and from when.
  public var syncStatus: SyncStatus {
    SyncStatus.of(store.state, lastSuccess: (store.value ?? cached)?.loadedAt)
  }

  /// The list as the person should see it, nil until the first load succeeds.
  public var items: [Item]? {
    guard let snapshot = store.value ?? cached else { return nil }
    var items = snapshot.items
    for (_, confirmed, change) in changes where (confirmed ?? .max) >= snapshot.changesBefore {
      switch change {
      case .upsert(let item):
        if let index = items.firstIndex(where: { $0.id == item.id }) {
          items[index] = item
        } else {
          items.append(item)
        }
      case .remove(let id):
        items.removeAll { $0.id == id }
      }
    }
    return items
  }

  public var isLoading: Bool { store.state.isLoading }
  /// The last load's error while it is the newest outcome.
  public var loadError: (any Error)? { store.state.error }

  public func loadIfNeeded() async { await store.loadIfNeeded() }
  public func forceRefresh() async { await store.forceRefresh() }

  /// The item as the person should see it now: the list's copy (with this app's changes), else
  /// the copy ``item(id:)`` fetched because the list lacked it; nil when neither has it.
  public func knownItem(id: String) -> Item? {
    items?.first { $0.id == id } ?? fetched[id]
  }

  /// The item known here, or from the repository when the list lacks it (a deep link opened
  /// before the list loaded, a list older than the item). The server's answer is kept, so every
  /// screen showing the item sees it through ``knownItem(id:)``.
  public func item(id: String) async throws(RepositoryError) -> Item {
    if let item = knownItem(id: id) { return item }
    let item = try await repository.item(id: id)
    // A deletion made here while the request was out wins over the server's older answer.
    if !isRemovedHere(id) { fetched[id] = item }
    return item
  }

  /// Shows a saved item at once (created items go to the end, as the server adds them).
  public func saved(_ item: Item) {
    confirm(record(.upsert(item)))
    // A later list that still lacks it must not bring back the copy from before the save.
    if fetched[item.id] != nil { fetched[item.id] = item }
    writeThrough()
  }

  /// A deletion shown before the server confirmed it.
  public struct PendingDeletion: Sendable {
    let changeID: Int
    public let id: String
    /// The copy fetched outside the list, put back with the item when the server refuses.
    let fetched: Item?
  }

  /// Hides the item at once, before the server is asked; finish with ``confirm(_:)`` or
  /// ``putBack(_:)``.
  public func removeProvisionally(id: String) -> PendingDeletion {
    PendingDeletion(changeID: record(.remove(id: id)), id: id, fetched: fetched.removeValue(forKey: id))
  }

  /// The server deleted it.
  public func confirm(_ deletion: PendingDeletion) {
    confirm(deletion.changeID)
    writeThrough()
  }

  /// The server refused: the item is back where it was.
  public func putBack(_ deletion: PendingDeletion) {
    changes.removeAll { $0.id == deletion.changeID }
    if let item = deletion.fetched { fetched[deletion.id] = item }
  }

  private func isRemovedHere(_ id: String) -> Bool {
    changes.contains { entry in
      if case .remove(let removed) = entry.change { removed == id } else { false }
    }
  }

  /// Keeps the list as shown (with this app's confirmed changes) for the next launch, stamped
  /// with when it last came from the server.
  private func writeThrough() {
    guard let cache, let items, let loadedAt = (store.value ?? cached)?.loadedAt else { return }
    cache.save(CachedItems(items: items, savedAt: loadedAt))
  }

  private func record(_ change: Change) -> Int {
    // Confirmed changes the shown list already contains are dropped, so the log stays short.
    let applied = store.value?.changesBefore ?? 0
    changes.removeAll { ($0.confirmed ?? .max) < applied }
    nextChangeID += 1
    changes.append((nextChangeID, nil, change))
    return nextChangeID
  }

  private func confirm(_ changeID: Int) {
    guard let index = changes.firstIndex(where: { $0.id == changeID }) else { return }
    changes[index].confirmed = changeCount.withLock { count in
      count += 1
      return count - 1
    }
  }
}
