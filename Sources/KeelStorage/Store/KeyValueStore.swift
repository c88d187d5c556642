import Foundation
import KeelCore
import Logging

/// Typed reads and writes over a ``KeyValueBackend``, with change observation per key.
///
/// This is the object apps inject (the composition root creates one per backend and hands it to
/// whoever needs it; there is no process-wide instance):
/// ```swift
/// let store = KeyValueStore(backend: UserDefaultsKeyValueBackend(suiteName: "group.app")!)
/// @KeyValue(\.onboardingCompleted, store: store) var onboardingCompleted: Bool
/// for await completed in store.changes(\.onboardingCompleted) { ... }
/// ```
///
/// - A key that is absent reads as its default.
/// - A key holding a value of another type, or data that does not decode, reads as its default
///   and logs a warning naming the key and what was wrong; nothing traps, and the stored value
///   is left in place (it may belong to a newer version of the app).
/// - Safe to use from any thread. Observers are called after the write, outside any lock (so an
///   observer may itself read or write the store), and each reads the key's value afresh: when
///   several threads write one key at once, every observer's last notification carries the value
///   that was stored last.
public final class KeyValueStore: Sendable {
  /// Where the values are kept.
  public let backend: any KeyValueBackend
  private let logger: Logger
  private let observers = Locked(Observers())

  private struct Observers {
    var nextID = 0
    var byKey: [String: [Int: @Sendable () -> Void]] = [:]
  }

  /// A store over `backend`, logging unreadable values and failed writes to `logger`.
  public init(backend: any KeyValueBackend, logger: Logger = KeelLogging.logger("storage")) {
    self.backend = backend
    self.logger = logger
  }

  // MARK: - Reading and writing

  /// The value stored for `key`, or its default when nothing, a value of the wrong type or
  /// undecodable data is stored (the last two logged as warnings).
  public func value<Value>(for key: StorageKey<Value>) -> Value {
    decode(backend.value(forKey: key.name), for: key)
  }

  /// The value of the key declared at `keyPath` in ``StorageKeys``; see ``value(for:)``.
  public func value<Value>(_ keyPath: KeyPath<StorageKeys, StorageKey<Value>>) -> Value {
    value(for: StorageKeys.key(keyPath))
  }

  /// Stores `newValue`; a `nil` optional removes the key. A value that cannot be encoded is not
  /// stored and is logged as an error (the previous value stays).
  public func set<Value>(_ newValue: Value, for key: StorageKey<Value>) {
    let stored: StoredValue?
    do {
      stored = try StoredValueCoding.encode(newValue)
    } catch {
      logger.error("storage key '\(key.name)': value not stored, it does not encode: \(error)")
      return
    }
    backend.setValue(stored, forKey: key.name)
    notifyObservers(of: key.name)
  }

  /// Stores `newValue` for the key declared at `keyPath`; see ``set(_:for:)``.
  public func set<Value>(_ newValue: Value, _ keyPath: KeyPath<StorageKeys, StorageKey<Value>>) {
    set(newValue, for: StorageKeys.key(keyPath))
  }

  /// Removes the stored value, so the key reads as its default again.
  public func removeValue<Value>(for key: StorageKey<Value>) {
    backend.setValue(nil, forKey: key.name)
    notifyObservers(of: key.name)
  }

  private func notifyObservers(of key: String) {
    let toNotify = observers.withLock { Array($0.byKey[key, default: [:]].values) }
    for observer in toNotify { observer() }
  }

  // MARK: - Observing

  /// The key's current value, then its value after every write through this store, until the
  /// consuming task is cancelled. The last value delivered is always the stored one, however
  /// writes race the subscription or each other. Writes made by other processes, or directly to
  /// the backend, are not seen.
  public func changes<Value>(for key: StorageKey<Value>) -> AsyncStream<Value> {
    let (stream, continuation) = AsyncStream<Value>.makeStream(bufferingPolicy: .unbounded)
    // Each delivery reads the value and yields it under this subscription's own lock, so values
    // arrive in the order they were read. Without it, a write landing between the first read and
    // its yield was delivered first, and the subscriber's last value was older than the stored
    // one. Yielding never calls back into the store, so holding the lock cannot deadlock.
    let delivery = Locked(())
    let deliver: @Sendable () -> Void = { [weak self] in
      delivery.withLock { _ in
        if let self { continuation.yield(self.value(for: key)) }
      }
    }
    // Registered before the first read, so a write racing the subscription is not missed.
    let id = observers.withLock { observers in
      Self.register(in: &observers, key: key.name, deliver)
    }
    deliver()
    continuation.onTermination = { [weak self] _ in self?.removeObserver(id, key: key.name) }
    return stream
  }

  /// The changes of the key declared at `keyPath`; see ``changes(for:)``.
  public func changes<Value>(_ keyPath: KeyPath<StorageKeys, StorageKey<Value>>) -> AsyncStream<Value> {
    changes(for: StorageKeys.key(keyPath))
  }

  /// Calls `onChange` synchronously, on the writer's thread, after every write of `key` through
  /// this store. It passes no value on purpose: a value read before the call can be overtaken by
  /// a later write's notification on another thread, so the observer reads the store itself,
  /// under its own lock (see ``ObservableKeyValue``). Returns a token; the observation ends when
  /// ``removeObserver(_:key:)`` is called with it.
  func addObserver(forKey key: String, _ onChange: @escaping @Sendable () -> Void) -> Int {
    observers.withLock { observers in
      Self.register(in: &observers, key: key, onChange)
    }
  }

  func removeObserver(_ id: Int, key: String) {
    observers.withLock { observers in
      observers.byKey[key]?[id] = nil
      if observers.byKey[key]?.isEmpty == true { observers.byKey[key] = nil }
    }
  }

  /// The number of live observers of a key, to check that ended observations are released.
  public func observerCount(forKey key: String) -> Int {
    observers.withLock { $0.byKey[key]?.count ?? 0 }
  }

  private static func register(
    in observers: inout Observers, key: String, _ observer: @escaping @Sendable () -> Void
  ) -> Int {
    let id = observers.nextID
    observers.nextID += 1
    observers.byKey[key, default: [:]][id] = observer
    return id
  }

  // MARK: - Decoding with fallback

  private func decode<Value>(_ stored: StoredValue?, for key: StorageKey<Value>) -> Value {
    guard let stored else { return key.defaultValue }
    do {
      return try StoredValueCoding.decode(stored, as: Value.self)
    } catch {
      logger.warning(
        "storage key '\(key.name)' \(error); using the default value",
        metadata: ["key": "\(key.name)", "default": "\(key.defaultValue)"])
      return key.defaultValue
    }
  }
}
