/// A get/set pair shaped like SwiftUI's `Binding`.
///
/// What a binding does when SwiftUI writes through it (a swipe-down writing `nil`) is a
/// decision, so it lives here and is tested on Linux; the Apple-only adapters only wrap a pair in
/// `Binding(get:set:)`.
@MainActor
public struct ValueBinding<Value>: Sendable {
  /// Reads the value.
  public let get: @MainActor () -> Value
  /// Writes the value.
  public let set: @MainActor (Value) -> Void

  /// A binding reading with `get` and writing with `set`.
  public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
    self.get = get
    self.set = set
  }

  /// The value, read and written through ``get`` and ``set``.
  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }
}
