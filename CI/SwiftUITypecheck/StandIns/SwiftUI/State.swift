// Stand-ins for SwiftUI's state property wrappers. Sources: see View.swift.

import Observation

// doc: dynamicproperty.
public protocol DynamicProperty {}

// SwiftUICore.swiftinterface (iOS 18.0): `@frozen @propertyWrapper public struct State<Value> :
// DynamicProperty` with `public init(wrappedValue:)`, `init(initialValue:)`, `wrappedValue { get
// nonmutating set }`, `projectedValue: Binding<Value> { get }`, and `extension State : Sendable where
// Value : Sendable`.
@propertyWrapper
public struct State<Value>: DynamicProperty {
  public init(wrappedValue value: Value) { storage = StateStorage(value) }
  public init(initialValue value: Value) { storage = StateStorage(value) }
  public var wrappedValue: Value {
    get { storage.value }
    nonmutating set { storage.value = newValue }
  }
  public var projectedValue: Binding<Value> {
    let storage = storage
    return Binding(read: { storage.value }, write: { storage.value = $0 })
  }
  /// The view tree's: the value lives as long as this view value (see ViewTree).
  let storage: StateStorage<Value>
}

/// A `@State`'s value. Unchecked: the harness reads and writes it only on the main actor, during
/// an evaluation or a test's interaction.
final class StateStorage<Value>: @unchecked Sendable {
  var value: Value
  init(_ value: Value) { self.value = value }
}

extension State: Sendable where Value: Sendable {}

// SwiftUICore.swiftinterface (iOS 18.0): `extension State where Value : ExpressibleByNilLiteral {
// @inlinable public init() }`.
extension State where Value: ExpressibleByNilLiteral {
  public init() { storage = StateStorage(nil) }
}

// SwiftUICore.swiftinterface (iOS 18.0): `@frozen @propertyWrapper @dynamicMemberLookup public struct
// Binding<Value>` (its DynamicProperty conformance is in SwiftUI) and `extension Binding :
// @unchecked Sendable where Value : Sendable`.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
  // SwiftUICore.swiftinterface (iOS 18.0): `@preconcurrency public init(@_inheritActorContext get:
  // @escaping @isolated(any) @Sendable () -> Value, @_inheritActorContext set: @escaping
  // @isolated(any) @Sendable (Value) -> Void)`: SwiftUI may call them from any thread, on the
  // isolation they were formed in, so they may not capture non-Sendable state.
  @preconcurrency
  public init(
    @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
    @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {
    // A synchronous call to an `@isolated(any)` function must go through `await`; SwiftUI calls
    // these on the main actor, where the harness evaluates too. Same layout, and the isolation
    // is checked before each call.
    let read = unsafeBitCast(get, to: (@Sendable () -> Value).self)
    let write = unsafeBitCast(set, to: (@Sendable (Value) -> Void).self)
    let isolation = get.isolation
    self.init(
      read: {
        Binding.checkIsolation(isolation)
        return read()
      },
      write: {
        Binding.checkIsolation(isolation)
        write($0)
      })
  }

  /// Stops the harness where a binding made on another actor would be read off it.
  private static func checkIsolation(_ isolation: (any Actor)?) {
    guard let isolation else { return }
    isolation.preconditionIsolated("the view tree reads bindings on the main actor only")
  }

  /// The view tree's: how the value is read and written.
  nonisolated init(read: @escaping () -> Value, write: @escaping (Value) -> Void) {
    self.read = read
    self.write = write
  }
  let read: () -> Value
  let write: (Value) -> Void
  // SwiftUICore.swiftinterface (iOS 18.0): `public init(projectedValue:)`, `public static func
  // constant(_:)`, `wrappedValue { get nonmutating set }`, `subscript<Subject>(dynamicMember:
  // WritableKeyPath<Value, Subject>) -> Binding<Subject>`.
  public init(projectedValue: Binding<Value>) { self = projectedValue }
  public static func constant(_ value: Value) -> Binding<Value> { Binding(read: { value }, write: { _ in }) }
  public var wrappedValue: Value {
    get { read() }
    nonmutating set { write(newValue) }
  }
  public var projectedValue: Binding<Value> { self }
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let read = read
    let write = write
    return Binding<Subject>(
      read: { read()[keyPath: keyPath] },
      write: { subject in
        var value = read()
        value[keyPath: keyPath] = subject
        write(value)
      })
  }
}

extension Binding: @unchecked Sendable where Value: Sendable {}

// doc: bindable (`@dynamicMemberLookup @propertyWrapper public struct Bindable<Value>`). Issue 21
// (SwiftUI.swiftinterface): `init(projectedValue:)` is usable only for Observable objects. The
// unconstrained `init(wrappedValue:)`/`init(projectedValue:)` exist to be unavailable, with the
// message Xcode prints for a non-Observable `@Bindable`; the usable ones are constrained below.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value>: DynamicProperty {
  public var wrappedValue: Value
  public var projectedValue: Bindable<Value> { self }

  @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
  public init(wrappedValue: Value) { fatalError("stand-in") }

  @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
  public init(projectedValue: Bindable<Value>) { fatalError("stand-in") }
}

// doc: bindable/subscript(dynamicmember:) (`where Value : AnyObject`).
extension Bindable where Value: AnyObject {
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let object = wrappedValue
    return Binding(read: { object[keyPath: keyPath] }, write: { object[keyPath: keyPath] = $0 })
  }
}

// doc: bindable/init(wrappedvalue:), bindable/init(_:), bindable/init(projectedvalue:).
extension Bindable where Value: AnyObject, Value: Observable {
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
  public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
  public init(projectedValue: Bindable<Value>) { self = projectedValue }
}
