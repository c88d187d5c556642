import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif
/// Adds `Authorization: Bearer <token>` to endpoints whose ``APIEndpoint/auth`` is `.bearer`.
public struct BearerTokenAdapter: RequestAdapter {
  /// Where the token comes from (usually the ``TokenRefresher``).
  public var source: any AccessTokenSource

  /// An adapter sending tokens from `source`.
  public init(source: any AccessTokenSource) {
    self.source = source
  }

  /// Changes `request`, built for `endpoint`, before it is sent.
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
