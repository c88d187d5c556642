/// Reads and writes one ``StorageKey`` through an injected ``KeyValueStore`` (seed 000's
/// `@KeyValue`).
///
/// The store is always passed in; there is no global default. Where the store is a value in
/// scope (a local, a static, a parameter of a function), name it at the declaration:
/// ```swift
/// @KeyValue(\.onboardingCompleted, store: store) var onboardingCompleted: Bool
/// ```
/// In a type whose store arrives at init, declare the property without arguments and build the
/// wrapper in the initializer:
/// ```swift
/// final class OnboardingFlow {
///   @KeyValue private var onboardingCompleted: Bool
///   init(store: KeyValueStore) { _onboardingCompleted = KeyValue(\.onboardingCompleted, store: store) }
/// }
/// ```
/// The wrapper holds no value of its own, so setting it is `nonmutating` and it works in structs
/// held by `let`. Property wrappers cannot sit on stored properties of an `@Observable` class;
/// use ``ObservableKeyValue`` there.
///
/// `$name` is the key's stream of changes (``KeyValueStore/changes(for:)``).
@propertyWrapper
public struct KeyValue<Value: Codable & Sendable>: Sendable {
  /// The key read and written.
  public let key: StorageKey<Value>
  /// The store the value lives in.
  public let store: KeyValueStore

  /// The value of the key declared at `keyPath` in ``StorageKeys``, kept in `store`.
  public init(_ keyPath: KeyPath<StorageKeys, StorageKey<Value>>, store: KeyValueStore) {
    self.init(key: StorageKeys.key(keyPath), store: store)
  }

  /// The value of `key`, kept in `store`.
  public init(key: StorageKey<Value>, store: KeyValueStore) {
    self.key = key
    self.store = store
  }

  /// The stored value, or the key's default; setting it writes through to the store.
  public var wrappedValue: Value {
    get { store.value(for: key) }
    nonmutating set { store.set(newValue, for: key) }
  }

  /// The key's changes: the current value, then every value written after it.
  public var projectedValue: AsyncStream<Value> { store.changes(for: key) }
}
