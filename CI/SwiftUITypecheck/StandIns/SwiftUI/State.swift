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
  public init(wrappedValue value: Value) {}
  public init(initialValue value: Value) {}
  public var wrappedValue: Value {
    get { fatalError("stand-in") }
    nonmutating set {}
  }
  public var projectedValue: Binding<Value> { fatalError("stand-in") }
}

extension State: Sendable where Value: Sendable {}

// SwiftUICore.swiftinterface (iOS 18.0): `extension State where Value : ExpressibleByNilLiteral {
// @inlinable public init() }`.
extension State where Value: ExpressibleByNilLiteral {
  public init() {}
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
  ) {}
  // SwiftUICore.swiftinterface (iOS 18.0): `public init(projectedValue:)`, `public static func
  // constant(_:)`, `wrappedValue { get nonmutating set }`, `subscript<Subject>(dynamicMember:
  // WritableKeyPath<Value, Subject>) -> Binding<Subject>`.
  public init(projectedValue: Binding<Value>) {}
  public static func constant(_ value: Value) -> Binding<Value> { fatalError("stand-in") }
  public var wrappedValue: Value {
    get { fatalError("stand-in") }
    nonmutating set {}
  }
  public var projectedValue: Binding<Value> { self }
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    fatalError("stand-in")
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
    fatalError("stand-in")
  }
}

// doc: bindable/init(wrappedvalue:), bindable/init(_:), bindable/init(projectedvalue:).
extension Bindable where Value: AnyObject, Value: Observable {
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
  public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
  public init(projectedValue: Bindable<Value>) { self = projectedValue }
}
