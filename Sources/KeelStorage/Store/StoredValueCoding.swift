import Foundation

/// Converts typed values to and from ``StoredValue``.
enum StoredValueCoding {
  enum DecodingFailure: Error, CustomStringConvertible {
    case wrongType(stored: String, expected: String)
    case undecodable(expected: String, underlying: any Error)

    var description: String {
      switch self {
      case .wrongType(let stored, let expected): "holds a value of type \(stored) where \(expected) was expected"
      case .undecodable(let expected, let underlying): "holds data that does not decode as \(expected): \(underlying)"
      }
    }
  }

  /// `nil` for a `nil` optional, which removes the key.
  static func encode<Value: Codable & Sendable>(_ value: Value) throws -> StoredValue? {
    let unwrapped: Any
    if let optional = value as? any OptionalValue {
      guard let wrapped = optional.wrappedAny else { return nil }
      unwrapped = wrapped
    } else {
      unwrapped = value
    }
    switch unwrapped {
    case let bool as Bool: return .bool(bool)
    case let int as Int: return .int(int)
    case let double as Double: return .double(double)
    case let string as String: return .string(string)
    case let data as Data: return .data(data)
    default: return .data(try JSONEncoder().encode(value))
    }
  }

  static func decode<Value: Codable & Sendable>(
    _ stored: StoredValue, as type: Value.Type
  ) throws(DecodingFailure)
    -> Value
  {
    let expected = String(describing: Value.self)
    let native: Any? =
      switch stored {
      case .bool(let bool): bool
      case .int(let int): int
      case .double(let double): double
      case .string(let string): string
      case .data(let data): data
      case .unsupported: nil
      }
    // `as? Value` also wraps into an optional Value (`Bool` → `Bool?`).
    if let native, let value = native as? Value { return value }
    if case .data(let data) = stored, !Self.isNative(Value.self) {
      do {
        return try JSONDecoder().decode(Value.self, from: data)
      } catch {
        throw .undecodable(expected: expected, underlying: error)
      }
    }
    throw .wrongType(stored: stored.kind, expected: expected)
  }

  /// Types stored natively: data of theirs is never JSON, so a `Data` under a `Bool` key is the
  /// wrong type rather than something to decode.
  private static func isNative(_ type: Any.Type) -> Bool {
    let natives: [Any.Type] = [
      Bool.self, Int.self, Double.self, String.self, Bool?.self, Int?.self, Double?.self, String?.self,
    ]
    return natives.contains { $0 == type }
  }
}

/// Lets generic code see through `Optional` without knowing its wrapped type.
protocol OptionalValue {
  var wrappedAny: Any? { get }
}

extension Optional: OptionalValue {
  var wrappedAny: Any? {
    switch self {
    case .some(let wrapped): wrapped
    case .none: nil
    }
  }
}
