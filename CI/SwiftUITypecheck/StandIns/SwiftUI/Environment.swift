// Stand-ins for SwiftUI's environment. Sources: see View.swift.

// doc: environmentkey.
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Self.Value { get }
}

// doc: environmentvalues (`public struct EnvironmentValues : CustomStringConvertible`).
public struct EnvironmentValues {
  public init() {}
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { K.defaultValue }
    set {}
  }
  // doc: environmentvalues/colorscheme.
  public var colorScheme: ColorScheme {
    get { .light }
    set {}
  }
  // SwiftUICore.swiftinterface: `extension EnvironmentValues { public var isEnabled: Bool { get set } }`.
  public var isEnabled: Bool {
    get { true }
    set {}
  }
}

// SwiftUICore.swiftinterface (iOS 18.0): `@frozen @propertyWrapper public struct Environment<Value> :
// DynamicProperty` with `@inlinable public init(_ keyPath: KeyPath<EnvironmentValues, Value>)`,
// `@inlinable public var wrappedValue: Value { get }`, and `extension Environment : Sendable where
// Value : Sendable`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
  public var wrappedValue: Value { fatalError("stand-in") }
}

extension Environment: Sendable where Value: Sendable {}

extension View {
  // SwiftUICore.swiftinterface (iOS 18.0): `@inlinable nonisolated public func environment<V>(_
  // keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View`.
  nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    _standInModified()
  }

  // doc: view/preferredcolorscheme(_:).
  nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { _standInModified() }
}
