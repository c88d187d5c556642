import FlyingFox
import FlyingSocks
import Foundation

/// The error body of every failed request: a stable code and a sentence naming what was wrong.
public struct ErrorBody: Codable, Sendable, Equatable {
  public let error: String
  public let message: String
}

/// Builds the server's responses.
enum Reply {
  static func json(_ status: Int, _ value: some Encodable, headers: HTTPHeaders = [:]) -> HTTPResponse {
    var headers = headers
    headers[.contentType] = "application/json"
    do {
      return HTTPResponse(
        statusCode: statusCode(status), headers: headers, body: try JSONEncoder.server.encode(value))
    } catch {
      // Only a non-finite number fails here (a lifetime set in code; files and flags refuse
      // one). Answer 500 saying so rather than a made-up body; an ErrorBody (two strings)
      // always encodes.
      let message = "cannot encode the \(type(of: value)) response as JSON: \(error)"
      let body = (try? JSONEncoder.server.encode(ErrorBody(error: "internal_error", message: message))) ?? Data()
      return HTTPResponse(statusCode: statusCode(500), headers: headers, body: body)
    }
  }

  static func error(_ status: Int, _ code: String, _ message: String, headers: HTTPHeaders = [:]) -> HTTPResponse {
    json(status, ErrorBody(error: code, message: message), headers: headers)
  }

  /// 200 with a body that claims to be JSON and is not.
  static func malformed() -> HTTPResponse {
    HTTPResponse(
      statusCode: .ok, headers: [.contentType: "application/json"], body: Data("{\"url\": \"https://ex".utf8))
  }

  /// Headers promising a whole JSON body, then half of it, then a closed connection.
  static func dropped() -> HTTPResponse {
    let full = Data(#"{"message": "this body is cut off before its end by the server on purpose"}"#.utf8)
    return HTTPResponse(
      statusCode: .ok, headers: [.contentType: "application/json"],
      body: HTTPBodySequence(from: TruncatedBytes(bytes: Array(full.prefix(full.count / 2))), count: full.count))
  }

  static func statusCode(_ code: Int) -> HTTPStatusCode {
    let phrases = [
      200: "OK", 201: "Created", 204: "No Content", 400: "Bad Request", 401: "Unauthorized", 403: "Forbidden",
      404: "Not Found", 405: "Method Not Allowed", 408: "Request Timeout", 409: "Conflict",
      413: "Content Too Large", 415: "Unsupported Media Type", 422: "Unprocessable Content",
      429: "Too Many Requests", 500: "Internal Server Error", 502: "Bad Gateway", 503: "Service Unavailable",
      504: "Gateway Timeout",
    ]
    return HTTPStatusCode(code, phrase: phrases[code] ?? "Status \(code)")
  }
}

extension JSONEncoder {
  static var server: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    return encoder
  }
}

/// Yields its bytes, then fails: the server stops writing the body mid-way and closes the
/// connection (a dropped connection as the client sees it).
struct TruncatedBytes: AsyncBufferedSequence {
  typealias Element = UInt8
  let bytes: [UInt8]

  func makeAsyncIterator() -> Iterator { Iterator(bytes: bytes) }

  struct Iterator: AsyncBufferedIteratorProtocol {
    var bytes: [UInt8]
    var sent = false

    mutating func next() async throws -> UInt8? {
      guard let buffer = try await nextBuffer(suggested: 1) else { return nil }
      return buffer.first
    }

    mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
      guard !sent else { throw DroppedOnPurpose() }
      sent = true
      return bytes
    }
  }

  struct DroppedOnPurpose: Error {}
}
