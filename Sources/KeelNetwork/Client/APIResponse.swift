import Foundation

/// A response as the client received it: status, headers and the whole body.
public struct APIResponse: Sendable, Hashable, CustomStringConvertible {
  /// The HTTP status code.
  public var statusCode: Int
  /// Header names as the server sent them; use ``header(_:)`` for case-insensitive lookup.
  public var headers: [String: String]
  /// The whole body (empty when there was none).
  public var body: Data
  /// The URL that answered, after redirects.
  public var url: URL?

  /// A response with `statusCode`, `headers`, `body` and the `url` that answered.
  public init(statusCode: Int, headers: [String: String] = [:], body: Data = Data(), url: URL? = nil) {
    self.statusCode = statusCode
    self.headers = headers
    self.body = body
    self.url = url
  }

  /// The value of header `name`, compared case-insensitively.
  public func header(_ name: String) -> String? {
    let lowered = name.lowercased()
    return headers.first { $0.key.lowercased() == lowered }?.value
  }

  /// The body as UTF-8 text (invalid bytes replaced), for error messages and tests.
  public var text: String { String(decoding: body, as: UTF8.self) }

  /// Decodes the body as JSON, failing with ``APIError/decoding(type:reason:response:)`` that
  /// says why: an empty body, a body that is not JSON (an HTML error page), or a shape mismatch.
  public func decode<T: Decodable>(
    _ type: T.Type = T.self, decoder: JSONDecoder = JSONDecoder()
  ) throws(APIError)
    -> T
  {
    let typeName = String(describing: type)
    guard !body.isEmpty else {
      throw .decoding(type: typeName, reason: "the response body is empty", response: self)
    }
    do {
      return try decoder.decode(T.self, from: body)
    } catch {
      let contentType = header("Content-Type") ?? "no Content-Type"
      let reason: String
      if !contentType.lowercased().contains("json"), !Self.isJSON(body) {
        reason = "the body is not JSON (\(contentType), \(body.count) bytes)"
      } else {
        reason = Self.describe(error)
      }
      throw .decoding(type: typeName, reason: reason, response: self)
    }
  }

  private static func isJSON(_ data: Data) -> Bool {
    do {
      _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
      return true
    } catch {
      return false
    }
  }

  private static func describe(_ error: any Error) -> String {
    guard let decodingError = error as? DecodingError else { return "\(error)" }
    func path(_ context: DecodingError.Context) -> String {
      let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
      return keys.isEmpty ? "the top level" : keys.joined(separator: ".")
    }
    switch decodingError {
    case .dataCorrupted(let context): return "invalid JSON at \(path(context)): \(context.debugDescription)"
    case .keyNotFound(let key, let context): return "missing key '\(key.stringValue)' at \(path(context))"
    case .typeMismatch(let type, let context): return "expected \(type) at \(path(context))"
    case .valueNotFound(let type, let context): return "null where \(type) was expected at \(path(context))"
    @unknown default: return "\(decodingError)"
    }
  }

  public var description: String { "HTTP \(statusCode) (\(body.count) bytes)" }
}
