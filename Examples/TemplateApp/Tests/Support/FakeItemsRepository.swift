import AppDomain
import AppFixtures
import Foundation
import KeelCore

/// An in-memory `ItemsRepositoryProtocol` for use-case and view-model tests: it records every
/// call and fails an operation on demand (the DevServer is used where the wire matters).
public final class FakeItemsRepository: ItemsRepositoryProtocol, Sendable {
  public enum Operation: Hashable, Sendable {
    case list, item, create, update, delete
  }

  private struct State {
    var items: [Item]
    var failures: [Operation: RepositoryError] = [:]
    var calls: [Operation] = []
    var nextID = 1
  }

  private let state: Locked<State>
  /// Calls held per operation while ``hold(_:)`` is in effect; an operation absent answers at once.
  private let held = Locked<[Operation: [CheckedContinuation<Void, Never>]]>([:])

  public init(items: [Item] = FakeItemsRepository.sample) {
    state = Locked(State(items: items))
  }

  /// The first three fixture items (``AppFixtures/items``), in two categories; totals: drinks
  /// 6.00, pastries 2.15, overall 8.15.
  public static let sample: [Item] = Array(AppFixtures.items.prefix(3))

  /// What the "server" holds now.
  public var items: [Item] { state.withLock { $0.items } }
  /// Every call in order.
  public var calls: [Operation] { state.withLock { $0.calls } }

  /// Makes `operation` fail with `error` until set back to nil.
  public func fail(_ operation: Operation, with error: RepositoryError?) {
    state.withLock { $0.failures[operation] = error }
  }

  public func replaceItems(_ items: [Item]) {
    state.withLock { $0.items = items }
  }

  /// From now on a list call reads the items, then waits for ``releaseLists()`` before it
  /// answers: a load that began before a change and answers after it.
  public func holdLists() { hold(.list) }

  public func releaseLists() { release(.list) }

  /// The list calls waiting for ``releaseLists()``.
  public var heldListCount: Int { heldCount(.list) }

  /// From now on `operation` (a list or a create) does its work at once, then waits for
  /// ``release(_:)`` before it answers: the server has acted and its answer is still on the way.
  public func hold(_ operation: Operation) {
    held.withLock { if $0[operation] == nil { $0[operation] = [] } }
  }

  /// Answers every held call of `operation`, and later ones at once.
  public func release(_ operation: Operation) {
    let waiting = held.withLock { held in held.removeValue(forKey: operation) ?? [] }
    for continuation in waiting { continuation.resume() }
  }

  /// The calls of `operation` waiting for ``release(_:)``.
  public func heldCount(_ operation: Operation) -> Int { held.withLock { $0[operation]?.count ?? 0 } }

  /// Waits while `operation` is held.
  private func answer(_ operation: Operation) async {
    await withCheckedContinuation { continuation in
      let isHeld = held.withLock { held in
        guard held[operation] != nil else { return false }
        held[operation]?.append(continuation)
        return true
      }
      if !isHeld { continuation.resume() }
    }
  }

  public func items() async throws(RepositoryError) -> [Item] {
    let result = Result { () throws(RepositoryError) in try record(.list) { $0.items } }
    await answer(.list)
    return try result.get()
  }

  public func item(id: String) async throws(RepositoryError) -> Item {
    try record(.item) { state throws(RepositoryError) in
      guard let item = state.items.first(where: { $0.id == id }) else { throw .notFound }
      return item
    }
  }

  public func createItem(_ input: ItemInput) async throws(RepositoryError) -> Item {
    let result = Result { () throws(RepositoryError) in
      try record(.create) { state in
        let item = Item(id: "new-\(state.nextID)", title: input.title, category: input.category, price: input.price)
        state.nextID += 1
        state.items.append(item)
        return item
      }
    }
    await answer(.create)
    return try result.get()
  }

  public func updateItem(id: String, with input: ItemInput) async throws(RepositoryError) -> Item {
    try record(.update) { state throws(RepositoryError) in
      guard let index = state.items.firstIndex(where: { $0.id == id }) else { throw .notFound }
      let item = Item(id: id, title: input.title, category: input.category, price: input.price)
      state.items[index] = item
      return item
    }
  }

  public func deleteItem(id: String) async throws(RepositoryError) {
    try record(.delete) { state throws(RepositoryError) in
      guard let index = state.items.firstIndex(where: { $0.id == id }) else { throw .notFound }
      state.items.remove(at: index)
    }
  }

  private func record<Value: Sendable>(
    _ operation: Operation, _ body: (inout State) throws(RepositoryError) -> Value
  ) throws(RepositoryError) -> Value {
    let result: Result<Value, RepositoryError> = state.withLock { state in
      state.calls.append(operation)
      if let failure = state.failures[operation] { return .failure(failure) }
      do throws(RepositoryError) {
        return .success(try body(&state))
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }
}
