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
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }
  // doc: environmentvalues/colorscheme.
  public var colorScheme: ColorScheme {
    get { storedColorScheme }
    set { storedColorScheme = newValue }
  }
  // SwiftUICore.swiftinterface: `extension EnvironmentValues { public var isEnabled: Bool { get set } }`.
  public var isEnabled: Bool {
    get { storedIsEnabled }
    set { storedIsEnabled = newValue }
  }

  // The view tree's storage: what ancestors set, read by `@Environment` below them.
  var values: [ObjectIdentifier: Any] = [:]
  var storedColorScheme = ColorScheme.light
  var storedIsEnabled = true
  /// The style `.buttonStyle(_:)` set for the buttons below it.
  var buttonStyle: (any _ButtonStyleBox)?
}

// SwiftUICore.swiftinterface (iOS 18.0): `@frozen @propertyWrapper public struct Environment<Value> :
// DynamicProperty` with `@inlinable public init(_ keyPath: KeyPath<EnvironmentValues, Value>)`,
// `@inlinable public var wrappedValue: Value { get }`, and `extension Environment : Sendable where
// Value : Sendable`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = EnvironmentKeyPath(keyPath: keyPath) }
  /// The value the view being evaluated sees (ViewEvaluator sets the scope).
  public var wrappedValue: Value { EnvironmentScope.current.values[keyPath: keyPath.keyPath] }
  let keyPath: EnvironmentKeyPath<Value>
}

/// A key path into the environment. Key paths are immutable; this one names a property, never
/// captures state, so it may cross actors as SwiftUI's Environment does.
struct EnvironmentKeyPath<Value>: @unchecked Sendable {
  let keyPath: KeyPath<EnvironmentValues, Value>
}

extension Environment: Sendable where Value: Sendable {}

extension View {
  // SwiftUICore.swiftinterface (iOS 18.0): `@inlinable nonisolated public func environment<V>(_
  // keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View`.
  nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    _standInModified(LabeledArgument(String(describing: keyPath), value)) { modifier in
      modifier.environment = { $0[keyPath: keyPath] = value }
    }
  }

  // doc: view/preferredcolorscheme(_:). SwiftUI hands the preference up to the nearest
  // presentation (the window, at the root), which then draws everything in it, this view
  // included, in that scheme: the tree models that as the colour scheme of everything below.
  // Nil leaves the system's scheme.
  nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    _standInModified(colorScheme) { modifier in
      modifier.environment = { environment in
        if let colorScheme { environment.colorScheme = colorScheme }
      }
    }
  }
}
