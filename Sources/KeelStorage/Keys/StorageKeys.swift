/// The registry of an app's storage keys. Apps add their keys in extensions, as computed
/// properties returning a ``StorageKey``, and refer to them by key path:
/// `@KeyValue(\.onboardingCompleted, store: store)`.
///
/// Computed properties (rather than the seed's stored `let`s) because extensions in other modules
/// cannot add stored properties; a key is a small value, so building it on each access is free.
public struct StorageKeys: Sendable {
  /// The namespace instance key paths are resolved against; apps declare keys in extensions.
  public init() {}

  /// The key a key path names.
  public static func key<Value>(_ keyPath: KeyPath<StorageKeys, StorageKey<Value>>) -> StorageKey<Value> {
    StorageKeys()[keyPath: keyPath]
  }
}
