import KeelCore

/// A backend holding values in memory only: for tests, previews and mock builds.
public final class InMemoryKeyValueBackend: KeyValueBackend {
  private let values: Locked<[String: StoredValue]>

  /// A backend holding `values`, for tests and previews; nothing outlives the instance.
  public init(_ values: [String: StoredValue] = [:]) {
    self.values = Locked(values)
  }

  public func value(forKey key: String) -> StoredValue? {
    values.withLock { $0[key] }
  }

  public func setValue(_ value: StoredValue?, forKey key: String) {
    values.withLock { $0[key] = value }
  }

  /// Every stored value, for assertions.
  public var snapshot: [String: StoredValue] { values.withLock { $0 } }
}
