import Foundation

/// What repositories depend on (seed 000's `APIClientProtocol`). A fake implements
/// ``response(for:timeLimit:)``; the seed's two calls and typed decoding come with it.
public protocol APIClientProtocol: Sendable {
  /// Sends `endpoint` (with retries and token refresh as configured) and returns the 2xx
  /// response, or the classified failure. `timeLimit` bounds the whole call, retries included.
  func response(for endpoint: APIEndpoint, timeLimit: Duration?) async -> Result<APIResponse, APIError>
}

extension APIClientProtocol {
  /// The 2xx response (status, headers, body) with no time limit beyond the configuration's.
  public func response(for endpoint: APIEndpoint) async -> Result<APIResponse, APIError> {
    await response(for: endpoint, timeLimit: nil)
  }

  /// The body of a 2xx response, or `nil` on any failure (seed 000); the client's logger
  /// records why. Prefer ``requestWithResult(endpoint:)`` where the caller can react.
  public func request(endpoint: APIEndpoint) async -> Data? {
    guard case .success(let response) = await response(for: endpoint, timeLimit: nil) else { return nil }
    return response.body
  }

  /// The body of a 2xx response, or the classified failure (seed 000).
  public func requestWithResult(endpoint: APIEndpoint) async -> Result<Data, APIError> {
    await response(for: endpoint, timeLimit: nil).map(\.body)
  }

  /// The body of a 2xx response within `timeLimit`, or the classified failure.
  public func requestWithResult(endpoint: APIEndpoint, timeLimit: Duration?) async -> Result<Data, APIError> {
    await response(for: endpoint, timeLimit: timeLimit).map(\.body)
  }

  /// The 2xx response decoded as JSON into `type`.
  public func request<T: Decodable>(
    _ endpoint: APIEndpoint, as type: T.Type, decoder: JSONDecoder = JSONDecoder(), timeLimit: Duration? = nil
  ) async -> Result<T, APIError> {
    switch await response(for: endpoint, timeLimit: timeLimit) {
    case .success(let response):
      do {
        return .success(try response.decode(type, decoder: decoder))
      } catch {
        return .failure(error)
      }
    case .failure(let error):
      return .failure(error)
    }
  }

  /// Decodes `data` (a body from ``requestWithResult(endpoint:)``) as JSON into `type`.
  public func decode<T: Decodable>(
    _ type: T.Type, from data: Data, decoder: JSONDecoder = JSONDecoder()
  )
    -> Result<T, APIError>
  {
    do {
      return .success(try APIResponse(statusCode: 200, body: data).decode(type, decoder: decoder))
    } catch {
      return .failure(error)
    }
  }
}
