import Foundation

/// Hides credentials before anything reaches a log.
///
/// A field is sensitive when its name contains one of ``sensitiveNameFragments``
/// (case-insensitive), so `password`, `newPassword`, `access_token`, `X-Api-Key` and
/// `Authorization` are all caught. Values are replaced by ``placeholder``; names are kept so
/// the log still says what was sent.
public struct Redactor: Sendable {
  /// What a sensitive value is replaced with.
  public static let placeholder = "<redacted>"
  /// The name fragments that mark a field as sensitive unless an app passes its own.
  public static let defaultSensitiveNameFragments: [String] = [
    "password", "passwd", "secret", "token", "apikey", "api-key", "api_key",
    "authorization", "cookie", "credential", "session", "signature",
  ]

  /// Lower-cased fragments; a name containing any of them is sensitive.
  public var sensitiveNameFragments: [String]

  /// A redactor that treats names containing any of `sensitiveNameFragments` (compared
  /// case-insensitively) as sensitive.
  public init(sensitiveNameFragments: [String] = Self.defaultSensitiveNameFragments) {
    self.sensitiveNameFragments = sensitiveNameFragments.map { $0.lowercased() }
  }

  /// Whether a field, header or query item called `name` holds a value that must not be logged.
  public func isSensitive(name: String) -> Bool {
    let lowered = name.lowercased()
    // Every header and field of every logged request comes here. Foundation's `contains` goes
    // through `NSString` and `CFStringFind` (half of `RedactorFuzz`'s time in `perf`); for an
    // ASCII name, which header and JSON names nearly always are, comparing bytes gives the
    // same answer, since canonical equivalence changes nothing in ASCII text.
    guard lowered.utf8.allSatisfy({ $0 < 0x80 }) else {
      return sensitiveNameFragments.contains { lowered.contains($0) }
    }
    let haystack = Array(lowered.utf8)
    return sensitiveNameFragments.contains { Self.bytes(haystack, contain: $0.utf8) }
  }

  /// Whether `needle` occurs in `haystack` byte for byte. An empty needle occurs nowhere, as
  /// with Foundation's `contains`.
  private static func bytes(_ haystack: [UInt8], contain needle: String.UTF8View) -> Bool {
    guard let first = needle.first, needle.count <= haystack.count else { return false }
    for start in 0...(haystack.count - needle.count) where haystack[start] == first {
      if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
    }
    return false
  }

  /// Header-style pairs with sensitive values replaced.
  public func redact(fields: [String: String]) -> [String: String] {
    fields.reduce(into: [:]) { result, field in
      result[field.key] = isSensitive(name: field.key) ? Self.placeholder : field.value
    }
  }

  /// The URL with its user-info and sensitive query values replaced.
  public func redact(url: URL) -> String {
    guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
      return Self.placeholder
    }
    if components.user != nil || components.password != nil {
      components.user = Self.placeholder
      components.password = nil
    }
    components.queryItems = components.queryItems?.map { item in
      isSensitive(name: item.name) ? URLQueryItem(name: item.name, value: Self.placeholder) : item
    }
    return components.string?.removingPercentEncoding ?? Self.placeholder
  }

  /// A JSON body with the values of sensitive fields replaced at any depth.
  ///
  /// Bodies that are not JSON are summarized by size rather than logged, because a form or
  /// binary body may hold credentials this redactor cannot see.
  public func redact(body: Data) -> String {
    guard !body.isEmpty else { return "" }
    guard let object = try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed]) else {
      return "<\(body.count) bytes, not JSON>"
    }
    let redacted = redact(jsonValue: object)
    guard
      let data = try? JSONSerialization.data(withJSONObject: redacted, options: [.sortedKeys, .fragmentsAllowed]),
      let text = String(data: data, encoding: .utf8)
    else { return "<\(body.count) bytes>" }
    return text
  }

  private func redact(jsonValue: Any) -> Any {
    if let dictionary = jsonValue as? [String: Any] {
      return dictionary.reduce(into: [String: Any]()) { result, pair in
        result[pair.key] = isSensitive(name: pair.key) ? Self.placeholder : redact(jsonValue: pair.value)
      }
    }
    if let array = jsonValue as? [Any] {
      return array.map { redact(jsonValue: $0) }
    }
    return jsonValue
  }
}
