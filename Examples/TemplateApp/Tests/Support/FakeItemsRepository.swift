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
  /// Held list calls while ``holdLists()`` is in effect; nil when lists answer at once.
  private let heldLists = Locked<[CheckedContinuation<Void, Never>]?>(nil)

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
  public func holdLists() {
    heldLists.withLock { if $0 == nil { $0 = [] } }
  }

  public func releaseLists() {
    let waiting = heldLists.withLock { held in
      defer { held = nil }
      return held ?? []
    }
    for continuation in waiting { continuation.resume() }
  }

  /// The list calls waiting for ``releaseLists()``.
  public var heldListCount: Int { heldLists.withLock { $0?.count ?? 0 } }

  public func items() async throws(RepositoryError) -> [Item] {
    let answer = Result { () throws(RepositoryError) in try record(.list) { $0.items } }
    await withCheckedContinuation { continuation in
      let isHeld = heldLists.withLock { held in
        guard held != nil else { return false }
        held?.append(continuation)
        return true
      }
      if !isHeld { continuation.resume() }
    }
    return try answer.get()
  }

  public func item(id: String) async throws(RepositoryError) -> Item {
    try record(.item) { state throws(RepositoryError) in
      guard let item = state.items.first(where: { $0.id == id }) else { throw .notFound }
      return item
    }
  }

  public func createItem(_ input: ItemInput) async throws(RepositoryError) -> Item {
    try record(.create) { state in
      let item = Item(id: "new-\(state.nextID)", title: input.title, category: input.category, price: input.price)
      state.nextID += 1
      state.items.append(item)
      return item
    }
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
