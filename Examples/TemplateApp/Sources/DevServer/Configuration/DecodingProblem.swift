import Foundation

/// Turns a `DecodingError` into one sentence naming the field and what was wrong with it,
/// for error bodies and configuration errors.
enum DecodingProblem {
  static func describe(_ error: DecodingError) -> String {
    switch error {
    case .typeMismatch(let type, let context):
      return "field \(path(context)) has the wrong type (expected \(typeName(type)))"
    case .valueNotFound(let type, let context):
      return "field \(path(context)) is null (expected \(typeName(type)))"
    case .keyNotFound(let key, let context):
      return "field \(path(context, appending: key.stringValue)) is missing"
    case .dataCorrupted(let context):
      if context.codingPath.isEmpty { return "body is not valid JSON" }
      return "field \(path(context)) is invalid: \(context.debugDescription)"
    @unknown default:
      return "body could not be decoded"
    }
  }

  private static func path(_ context: DecodingError.Context, appending key: String? = nil) -> String {
    let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue } + (key.map { [$0] } ?? [])
    let joined = keys.joined(separator: ".").replacingOccurrences(of: ".[", with: "[")
    return joined.isEmpty ? "(root)" : "'\(joined)'"
  }

  private static func typeName(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: "a string"
    case is Int.Type, is Double.Type: "a number"
    case is Bool.Type: "a boolean"
    default:
      "\(type)".hasPrefix("Array<") ? "an array" : "\(type)".hasPrefix("Dictionary<") ? "an object" : "\(type)"
    }
  }
}
