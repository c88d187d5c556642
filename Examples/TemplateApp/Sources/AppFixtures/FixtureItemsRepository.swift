import AppDomain
import Foundation
import KeelCore

/// The mock configuration's items: an in-memory list seeded with the template's fixtures, so
/// the Items tab lists, shows, creates, edits and deletes with no network. One per signed-in
/// scope, so a new session starts from the fixtures again.
public final class FixtureItemsRepository: ItemsRepositoryProtocol {
  /// The fixtures: ``AppFixtures/items``.
  public static let fixtures: [Item] = AppFixtures.items

  private struct State {
    var items: [Item]
    var nextID = 1
  }

  private let state: Locked<State>
  private let failure: RepositoryError?

  /// - Parameter failure: when set, every list and look-up fails with it (a preview of a
  ///   screen's error state); writes still succeed.
  public init(items: [Item] = FixtureItemsRepository.fixtures, failure: RepositoryError? = nil) {
    state = Locked(State(items: items))
    self.failure = failure
  }

  public func items() async throws(RepositoryError) -> [Item] {
    if let failure { throw failure }
    return state.withLock { $0.items }
  }

  public func item(id: String) async throws(RepositoryError) -> Item {
    if let failure { throw failure }
    guard let item = state.withLock({ $0.items.first { $0.id == id } }) else { throw .notFound }
    return item
  }

  public func createItem(_ input: ItemInput) async throws(RepositoryError) -> Item {
    state.withLock { state in
      let item = Item(id: "local-\(state.nextID)", title: input.title, category: input.category, price: input.price)
      state.nextID += 1
      state.items.append(item)
      return item
    }
  }

  public func updateItem(id: String, with input: ItemInput) async throws(RepositoryError) -> Item {
    let updated: Item? = state.withLock { state in
      guard let index = state.items.firstIndex(where: { $0.id == id }) else { return nil }
      state.items[index] = Item(id: id, title: input.title, category: input.category, price: input.price)
      return state.items[index]
    }
    guard let updated else { throw .notFound }
    return updated
  }

  public func deleteItem(id: String) async throws(RepositoryError) {
    let removed = state.withLock { state in
      guard let index = state.items.firstIndex(where: { $0.id == id }) else { return false }
      state.items.remove(at: index)
      return true
    }
    if !removed { throw .notFound }
  }
}
