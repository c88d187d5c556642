// Stand-ins for SwiftUI's state property wrappers, declared from Apple's documentation:
// https://developer.apple.com/documentation/swiftui/state
// https://developer.apple.com/documentation/swiftui/binding
// https://developer.apple.com/documentation/swiftui/bindable

import Observation

public protocol DynamicProperty {}

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

extension State where Value: ExpressibleByNilLiteral {
  public init() {}
}

@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
  // The closures inherit the caller's isolation and must be Sendable: SwiftUI may call them
  // from any thread, on the isolation they were formed in.
  public init(
    @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
    @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {}
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

@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value>: DynamicProperty {
  public var wrappedValue: Value
  public var projectedValue: Bindable<Value> { self }

  // The unconstrained initializers exist only to be unavailable: a non-Observable value gets
  // Apple's message instead of a missing-initializer error.
  @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
  public init(wrappedValue: Value) { fatalError("stand-in") }

  @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
  public init(projectedValue: Bindable<Value>) { fatalError("stand-in") }
}

extension Bindable where Value: AnyObject {
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
    fatalError("stand-in")
  }
}

extension Bindable where Value: AnyObject, Value: Observable {
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
  public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
  public init(projectedValue: Bindable<Value>) { self = projectedValue }
}
