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
@MainActor
@Observable
public final class ItemsCatalog: ItemsCatalogProtocol {
  /// A loaded list and the number of local changes it already contains.
  public struct Snapshot: Sendable {
    let items: [Item]
    let changesBefore: Int
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
  /// Read by loads off the main actor, so it is a lock, not actor state.
  @ObservationIgnored private let changeCount = Locked(0)

  /// - Parameters:
  ///   - ttl: how long a loaded list counts as fresh (30 s, seed 003).
  ///   - clock: the clock the TTL is measured on.
  public init<C: Clock>(
    repository: any ItemsRepositoryProtocol, ttl: Duration = .seconds(30), clock: C
  ) where C.Duration == Duration {
    self.repository = repository
    let counter = changeCount
    store = Store(ttl: ttl, clock: clock) {
      let before = counter.withLock { $0 }
      return Snapshot(items: try await repository.items(), changesBefore: before)
    }
  }

  public convenience init(repository: any ItemsRepositoryProtocol, ttl: Duration = .seconds(30)) {
    self.init(repository: repository, ttl: ttl, clock: ContinuousClock())
  }

  /// The list as the person should see it, nil until the first load succeeds.
  public var items: [Item]? {
    guard let snapshot = store.value else { return nil }
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

  /// The item from the list, or from the repository when the list does not have it yet (a
  /// deep link opened before the list loaded).
  public func item(id: String) async throws(RepositoryError) -> Item {
    if let item = items?.first(where: { $0.id == id }) { return item }
    return try await repository.item(id: id)
  }

  /// Shows a saved item at once (created items go to the end, as the server adds them).
  public func saved(_ item: Item) {
    confirm(record(.upsert(item)))
  }

  /// A deletion shown before the server confirmed it.
  public struct PendingDeletion: Sendable {
    let changeID: Int
    public let id: String
  }

  /// Hides the item at once, before the server is asked; finish with ``confirm(_:)`` or
  /// ``putBack(_:)``.
  public func removeProvisionally(id: String) -> PendingDeletion {
    PendingDeletion(changeID: record(.remove(id: id)), id: id)
  }

  /// The server deleted it.
  public func confirm(_ deletion: PendingDeletion) {
    confirm(deletion.changeID)
  }

  /// The server refused: the item is back where it was.
  public func putBack(_ deletion: PendingDeletion) {
    changes.removeAll { $0.id == deletion.changeID }
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
