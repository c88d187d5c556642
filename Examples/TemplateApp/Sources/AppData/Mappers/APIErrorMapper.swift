import AppDomain
import Foundation
import KeelNetwork

extension RepositoryError {
  /// The repository error for a failed call: 401 → unauthorized, 404 → not found, other 4xx
  /// → rejected with the server's message, 429 → rate limited (with `Retry-After`), everything
  /// transient → unavailable.
  init(_ error: APIError) {
    switch error {
    case .unauthorized, .missingCredentials, .forbidden:
      self = .unauthorized
    case .notFound:
      self = .notFound
    case .badRequest(let response), .clientError(let response):
      self = .rejected(Self.serverMessage(in: response) ?? "HTTP \(response.statusCode)")
    case .decoding(let type, let reason, _):
      self = .invalidResponse("\(type): \(reason)")
    case .invalidResponse(let reason):
      self = .invalidResponse(reason)
    case .responseTooLarge, .tooManyRedirects, .unexpectedStatus, .invalidRequest:
      self = .invalidResponse(error.description)
    case .rateLimited(let retryAfter, _):
      self = .rateLimited(retryAfter: retryAfter)
    case .timedOut, .cancelled, .transport, .server:
      self = .unavailable(error.description)
    }
  }

  /// The `message` of the server's JSON error body (API.md), or nil when the body is not one
  /// (a proxy's HTML page, an empty body): then the status code is the message.
  private static func serverMessage(in response: APIResponse) -> String? {
    do {
      return try JSONDecoder().decode(ErrorDTO.self, from: response.body).message
    } catch {
      return nil
    }
  }
}
