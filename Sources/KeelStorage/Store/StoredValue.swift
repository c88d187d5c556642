import Foundation

/// What a backend holds for one key. Booleans, integers, doubles and strings are kept as the
/// backend's native values (so other code reading the same UserDefaults suite sees them as
/// such); every other `Codable` value is kept as JSON data.
public enum StoredValue: Sendable, Hashable {
  /// A Boolean, kept as the backend's native Boolean.
  case bool(Bool)
  /// An integer, kept as the backend's native integer.
  case int(Int)
  /// A floating-point number, kept as the backend's native number.
  case double(Double)
  /// A string, kept as the backend's native string.
  case string(String)
  /// Any other `Codable` value, as JSON data.
  case data(Data)
  /// A value some other code stored that no ``StorageKey`` can hold (an array or a date in a
  /// shared UserDefaults suite, say). Reading it falls back to the key's default with a warning;
  /// backends ignore writes of it.
  case unsupported(typeName: String)

  /// The type name used in warnings about values of the wrong type.
  var kind: String {
    switch self {
    case .bool: "Bool"
    case .int: "Int"
    case .double: "Double"
    case .string: "String"
    case .data: "Data"
    case .unsupported(let typeName): typeName
    }
  }
}
