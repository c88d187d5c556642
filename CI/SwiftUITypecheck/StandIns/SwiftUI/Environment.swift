// Stand-ins for SwiftUI's environment, from Apple's documentation
// (https://developer.apple.com/documentation/swiftui/environment, .../environmentkey,
// .../environmentvalues, .../environmentvalues/colorscheme, .../environmentvalues/isenabled,
// .../view/environment(_:_:), .../view/preferredcolorscheme(_:)).

public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Self.Value { get }
}

public struct EnvironmentValues {
  public init() {}
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { K.defaultValue }
    set {}
  }
  public var colorScheme: ColorScheme {
    get { .light }
    set {}
  }
  public var isEnabled: Bool {
    get { true }
    set {}
  }
}

@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
  public var wrappedValue: Value { fatalError("stand-in") }
}

extension View {
  nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    _standInModified()
  }

  nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { _standInModified() }
}
