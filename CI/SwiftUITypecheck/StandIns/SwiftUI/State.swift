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
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
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

  public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
  public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
  public init(projectedValue: Bindable<Value>) { self.wrappedValue = projectedValue.wrappedValue }

  public subscript<Subject>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
  ) -> Binding<Subject> where Value: AnyObject {
    fatalError("stand-in")
  }
}
