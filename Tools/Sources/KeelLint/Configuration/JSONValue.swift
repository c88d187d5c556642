import Foundation

/// A JSON document as plain values, so the configuration reader can report the exact key and
/// the kind of value it found instead of a generic decoding error.
enum JSONValue: Decodable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    // The kinds are tried from the most common in a configuration file (strings, then lists and
    // objects of them): each failed try builds a `DecodingError` with its coding path and
    // description, which made reading a file 2.5 times slower with booleans and numbers first.
    // The order changes no result: JSONDecoder never reads one kind of JSON value as another.
    if container.decodeNil() {
      self = .null
    } else if let string = try? container.decode(String.self) {
      self = .string(string)
    } else if let array = try? container.decode([JSONValue].self) {
      self = .array(array)
    } else if let object = try? container.decode([String: JSONValue].self) {
      self = .object(object)
    } else if let bool = try? container.decode(Bool.self) {
      self = .bool(bool)
    } else {
      self = .number(try container.decode(Double.self))
    }
  }

  /// How the value is described in error messages.
  var kind: String {
    switch self {
    case .null: "null"
    case .bool(let value): "the boolean \(value)"
    case .number(let value):
      "the number \(value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value))"
    case .string(let value): "the string \"\(value)\""
    case .array: "an array"
    case .object: "an object"
    }
  }
}
