import KeelCore
import Observation

/// One stored key as an `Observable` value: reading `value` inside SwiftUI's body (or
/// `withObservationTracking`) tracks it, and any write of the key through the same store — from
/// this object or any other, `@KeyValue` included — notifies observers.
///
/// This is Keel's pattern for persisted state in `@Observable` classes (DESIGN: property
/// wrappers cannot sit on their stored properties). Keep the box `@ObservationIgnored` and
/// expose the value as a computed property; observation flows through the box, because
/// tracking records every observable read made while computing the property:
/// ```swift
/// @MainActor @Observable final class AppSession {
///   @ObservationIgnored private let onboarding: ObservableKeyValue<Bool>
///   var onboardingCompleted: Bool { get { onboarding.value } set { onboarding.value = newValue } }
///   init(store: KeyValueStore) { onboarding = store.observable(\.onboardingCompleted) }
/// }
/// ```
/// Change notifications arrive on the writer's thread, as they would for any `@Observable`
/// mutation; UI state should be written on the main actor.
public final class ObservableKeyValue<Value: Codable & Sendable>: Observable, Sendable {
  /// The key observed.
  public let key: StorageKey<Value>
  private let store: KeyValueStore
  private let registrar = ObservationRegistrar()
  private let current: Locked<Value>
  private let observerID = Locked<Int?>(nil)

  /// The value of `key` in `store`, kept up to date with every write through that store.
  public init(key: StorageKey<Value>, store: KeyValueStore) {
    self.key = key
    self.store = store
    current = Locked(store.value(for: key))
    let id = store.addObserver(forKey: key.name) { [weak self] in self?.refresh() }
    observerID.withLock { $0 = id }
    // Read again now that writes are observed, so one landing between the first read and the
    // registration is not lost.
    current.withLock { $0 = store.value(for: key) }
  }

  deinit {
    if let id = observerID.withLock({ $0 }) { store.removeObserver(id, key: key.name) }
  }

  /// The stored value; setting it writes through to the store.
  public var value: Value {
    get {
      registrar.access(self, keyPath: \.value)
      return current.withLock { $0 }
    }
    set { store.set(newValue, for: key) }
  }

  /// Reads the store while holding `current`'s lock: notifications of two writes on two threads
  /// can run in either order, and a value read before taking the lock could be older than one
  /// already kept. Read under the lock, the last refresh always keeps the stored value.
  private func refresh() {
    registrar.withMutation(of: self, keyPath: \.value) {
      current.withLock { $0 = store.value(for: key) }
    }
  }
}

extension KeyValueStore {
  /// An ``ObservableKeyValue`` for the key a key path names.
  public func observable<Value>(_ keyPath: KeyPath<StorageKeys, StorageKey<Value>>) -> ObservableKeyValue<Value> {
    ObservableKeyValue(key: StorageKeys.key(keyPath), store: self)
  }
}
