/// A typed key into a ``KeyValueStore``: the name it is stored under and the value read when
/// nothing (or nothing readable) is stored.
///
/// Declare keys as computed properties in an extension of ``StorageKeys`` so `@KeyValue` can
/// name them by key path (seed 000's `StorageKeys` shape):
/// ```swift
/// extension StorageKeys {
///   var onboardingCompleted: StorageKey<Bool> { StorageKey("onboarding_shown", default: false) }
///   var userToken: StorageKey<String?> { StorageKey("user_token", default: nil) }
/// }
/// ```
public struct StorageKey<Value: Codable & Sendable>: Sendable, CustomStringConvertible {
  /// The name the value is stored under in the backend.
  public let name: String
  /// The value read when the key is absent, holds a value of another type, or cannot be decoded.
  public let defaultValue: Value

  /// A key stored under `name` that reads as `defaultValue` until something is stored.
  public init(_ name: String, default defaultValue: Value) {
    self.name = name
    self.defaultValue = defaultValue
  }

  public var description: String { name }
}
