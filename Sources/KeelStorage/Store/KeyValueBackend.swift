/// Where a ``KeyValueStore`` keeps its raw values. Backends only store and return
/// ``StoredValue``s; typing, decoding, fallbacks and change notification live in the store, once.
///
/// Implementations must be safe to call from any thread.
public protocol KeyValueBackend: Sendable {
  /// The value stored under `key`, or `nil` when there is none.
  func value(forKey key: String) -> StoredValue?
  /// Stores `value` under `key`; `nil` removes the key. Returns once the write is durable as far
  /// as the backend promises (the UserDefaults backend synchronizes to disk).
  func setValue(_ value: StoredValue?, forKey key: String)
}
