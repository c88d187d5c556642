import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif
/// Adds HTTP basic authentication to endpoints whose ``APIEndpoint/auth`` is `.basic`.
public struct BasicAuthAdapter: RequestAdapter {
  /// The credentials sent.
  public var credentials: BasicCredentials

  /// An adapter sending `credentials`.
  public init(credentials: BasicCredentials) {
    self.credentials = credentials
  }

  /// Changes `request`, built for `endpoint`, before it is sent.
  public func adapt(_ request: inout URLRequest, for endpoint: APIEndpoint) async throws(APIError) {
    guard endpoint.auth == .basic else { return }
    request.setValue(credentials.authorizationHeaderValue, forHTTPHeaderField: "Authorization")
  }
}
