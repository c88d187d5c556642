import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Changes a request before it is sent (adds credentials, headers). Adapters compose: the
/// client applies its own (user agent, basic, bearer) and then the app's, in order.
public protocol RequestAdapter: Sendable {
  func adapt(_ request: inout URLRequest, for endpoint: APIEndpoint) async throws(APIError)
}

/// Several adapters applied in order, as one.
public struct RequestAdapterChain: RequestAdapter {
  public var adapters: [any RequestAdapter]

  public init(_ adapters: [any RequestAdapter]) {
    self.adapters = adapters
  }

  public func adapt(_ request: inout URLRequest, for endpoint: APIEndpoint) async throws(APIError) {
    for adapter in adapters { try await adapter.adapt(&request, for: endpoint) }
  }
}

/// Sets `User-Agent` on every request.
public struct UserAgentAdapter: RequestAdapter {
  public var userAgent: String

  public init(userAgent: String) {
    self.userAgent = userAgent
  }

  public func adapt(_ request: inout URLRequest, for endpoint: APIEndpoint) async throws(APIError) {
    request.setValue(userAgent, forHTTPHeaderField: "User-Agent")
  }
}

/// Sets fixed headers on every request (an API key header, a client identifier).
public struct HeadersAdapter: RequestAdapter {
  public var headers: [String: String]

  public init(_ headers: [String: String]) {
    self.headers = headers
  }

  public func adapt(_ request: inout URLRequest, for endpoint: APIEndpoint) async throws(APIError) {
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
  }
}

/// Adds HTTP basic authentication to endpoints whose ``APIEndpoint/auth`` is `.basic`.
public struct BasicAuthAdapter: RequestAdapter {
  public var credentials: BasicCredentials

  public init(credentials: BasicCredentials) {
    self.credentials = credentials
  }

  public func adapt(_ request: inout URLRequest, for endpoint: APIEndpoint) async throws(APIError) {
    guard endpoint.auth == .basic else { return }
    request.setValue(credentials.authorizationHeaderValue, forHTTPHeaderField: "Authorization")
  }
}

/// Where bearer access tokens come from.
public protocol AccessTokenSource: Sendable {
  /// A token usable now, or ``APIError/unauthorized(_:)`` when there is none (signed out).
  func validAccessToken() async throws(APIError) -> String
}

/// A token that never changes (an API key sent as a bearer token).
public struct FixedAccessToken: AccessTokenSource {
  private let token: String

  public init(_ token: String) {
    self.token = token
  }

  public func validAccessToken() async throws(APIError) -> String { token }
}

/// Adds `Authorization: Bearer <token>` to endpoints whose ``APIEndpoint/auth`` is `.bearer`.
public struct BearerTokenAdapter: RequestAdapter {
  public var source: any AccessTokenSource

  public init(source: any AccessTokenSource) {
    self.source = source
  }

  public func adapt(_ request: inout URLRequest, for endpoint: APIEndpoint) async throws(APIError) {
    guard endpoint.auth == .bearer else { return }
    let token = try await source.validAccessToken()
    request.setValue("Bearer " + token, forHTTPHeaderField: "Authorization")
  }

  /// The token a request carries, read back from its `Authorization` header.
  static func token(in request: URLRequest) -> String? {
    guard let value = request.value(forHTTPHeaderField: "Authorization"), value.hasPrefix("Bearer ") else {
      return nil
    }
    return String(value.dropFirst("Bearer ".count))
  }
}
