import AppDomain
import Foundation
import KeelCore

/// The mock configuration's items: an in-memory list seeded with the template's fixtures, so
/// the Items tab lists, shows, creates, edits and deletes with no network. One per signed-in
/// scope, so a new session starts from the fixtures again.
public final class FixtureItemsRepository: ItemsRepositoryProtocol {
  /// The fixtures: four items in three categories.
  public static let fixtures: [Item] = [
    Item(id: "espresso", title: "Espresso", category: "drinks", price: Decimal(string: "2.40")!),
    Item(id: "flat-white", title: "Flat white", category: "drinks", price: Decimal(string: "3.60")!),
    Item(id: "croissant", title: "Croissant", category: "pastries", price: Decimal(string: "2.15")!),
    Item(id: "beans-1kg", title: "Beans, 1 kg", category: "shop", price: Decimal(string: "24.90")!),
  ]

  private struct State {
    var items: [Item]
    var nextID = 1
  }

  private let state: Locked<State>

  public init(items: [Item] = FixtureItemsRepository.fixtures) {
    state = Locked(State(items: items))
  }

  public func items() async throws(RepositoryError) -> [Item] {
    state.withLock { $0.items }
  }

  public func item(id: String) async throws(RepositoryError) -> Item {
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
