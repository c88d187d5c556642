import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Why a request failed, classified so callers can react (sign in again, back off, show a
/// retry), and keeping the server's status code and body where there was a response.
///
/// Descriptions never include URLs, headers or bodies, so errors are safe to log.
public enum APIError: Error, Sendable, Hashable, CustomStringConvertible {
  /// 400.
  case badRequest(APIResponse)
  /// 401, or a bearer request made while signed out or after a failed token refresh (`nil`).
  case unauthorized(APIResponse?)
  /// 403.
  case forbidden(APIResponse)
  /// 404.
  case notFound(APIResponse)
  /// 429, with the server's `Retry-After` when it sent one.
  case rateLimited(retryAfter: Duration?, APIResponse)
  /// Any other 4xx.
  case clientError(APIResponse)
  /// 5xx.
  case server(APIResponse)
  /// A status the client does not follow: 1xx, or a 3xx it did not follow (one without a
  /// usable `Location`, or a redirect from `https` to `http`, which is refused).
  case unexpectedStatus(APIResponse)
  /// The request did not finish within its timeout or the caller's time limit.
  case timedOut
  /// The caller's task was cancelled.
  case cancelled
  /// The connection failed: refused, lost mid-response, no network, and so on.
  case transport(URLError.Code)
  /// The server's answer was not a well-formed HTTP response.
  case invalidResponse(reason: String)
  /// The response was larger than ``APIConfiguration/maximumResponseSize``.
  case responseTooLarge(limit: Int)
  /// More redirects than ``APIConfiguration/maximumRedirects`` (a redirect loop).
  case tooManyRedirects(limit: Int)
  /// The body could not be decoded into the expected type.
  case decoding(type: String, reason: String, response: APIResponse)
  /// The endpoint needs credentials the client was not given.
  case missingCredentials(APIAuthorization)
  /// The request could not be built (a bad path, a body that cannot be encoded).
  case invalidRequest(reason: String)

  /// The HTTP response behind this error, when there was one.
  public var response: APIResponse? {
    switch self {
    case .badRequest(let response), .forbidden(let response), .notFound(let response),
      .rateLimited(_, let response), .clientError(let response), .server(let response),
      .unexpectedStatus(let response), .decoding(_, _, let response):
      response
    case .unauthorized(let response): response
    case .timedOut, .cancelled, .transport, .invalidResponse, .responseTooLarge, .tooManyRedirects,
      .missingCredentials, .invalidRequest:
      nil
    }
  }

  /// The HTTP status code, when there was a response.
  public var statusCode: Int? { response?.statusCode }

  /// The response body, when there was a response.
  public var body: Data? { response?.body }

  /// Classifies a non-2xx response; `now` dates a `Retry-After` given as an HTTP-date.
  public init(response: APIResponse, now: Date = Date()) {
    self =
      switch response.statusCode {
      case 400: .badRequest(response)
      case 401: .unauthorized(response)
      case 403: .forbidden(response)
      case 404: .notFound(response)
      case 429:
        .rateLimited(retryAfter: RetryAfter.delay(headerValue: response.header("Retry-After"), now: now), response)
      case 402, 405...499: .clientError(response)
      case 500...599: .server(response)
      default: .unexpectedStatus(response)
      }
  }

  /// Classifies a URLSession error. Linux reports task cancellation as `URLError(.cancelled)`.
  public init(urlError error: URLError) {
    self =
      switch error.code {
      case .cancelled: .cancelled
      case .timedOut: .timedOut
      case .httpTooManyRedirects: .tooManyRedirects(limit: 0)
      case .badServerResponse, .cannotParseResponse: .invalidResponse(reason: "the server's response is malformed")
      default: .transport(error.code)
      }
  }

  /// Whether the failure may go away by itself, so an idempotent request may be sent again.
  public func isTransient(retryableStatusCodes: Set<Int>) -> Bool {
    switch self {
    case .timedOut: return true
    case .transport(let code): return Self.transientTransportCodes.contains(code)
    default:
      guard let statusCode, response != nil else { return false }
      if case .decoding = self { return false }
      return retryableStatusCodes.contains(statusCode)
    }
  }

  static let transientTransportCodes: Set<URLError.Code> = [
    .networkConnectionLost, .cannotConnectToHost, .notConnectedToInternet, .dnsLookupFailed,
    .cannotFindHost, .timedOut, .resourceUnavailable, .dataNotAllowed, .internationalRoamingOff,
    .callIsActive,
  ]

  public var description: String {
    switch self {
    case .badRequest(let response): "Bad request (HTTP \(response.statusCode))."
    case .unauthorized(let response):
      response.map { "Unauthorized (HTTP \($0.statusCode))." } ?? "Unauthorized: not signed in."
    case .forbidden(let response): "Forbidden (HTTP \(response.statusCode))."
    case .notFound(let response): "Not found (HTTP \(response.statusCode))."
    case .rateLimited(let retryAfter, let response):
      "Rate limited (HTTP \(response.statusCode))" + (retryAfter.map { "; retry after \($0)." } ?? ".")
    case .clientError(let response): "Client error (HTTP \(response.statusCode))."
    case .server(let response): "Server error (HTTP \(response.statusCode))."
    case .unexpectedStatus(let response): "Unexpected status (HTTP \(response.statusCode))."
    case .timedOut: "The request timed out."
    case .cancelled: "The request was cancelled."
    case .transport(let code): "The connection failed (URLError code \(code.rawValue))."
    case .invalidResponse(let reason): "Invalid response: \(reason)."
    case .responseTooLarge(let limit): "The response is larger than the limit of \(limit) bytes."
    case .tooManyRedirects(let limit): "Too many redirects (limit \(limit))."
    case .decoding(let type, let reason, let response):
      "Cannot decode \(type) from the HTTP \(response.statusCode) response: \(reason)."
    case .missingCredentials(let auth): "The endpoint needs \(auth) credentials, and none are configured."
    case .invalidRequest(let reason): "Invalid request: \(reason)."
    }
  }
}
