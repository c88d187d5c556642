import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif
/// Sets `User-Agent` on every request.
public struct UserAgentAdapter: RequestAdapter {
  /// The `User-Agent` value.
  public var userAgent: String

  /// An adapter sending `userAgent`.
  public init(userAgent: String) {
    self.userAgent = userAgent
  }

  /// Changes `request`, built for `endpoint`, before it is sent.
  public func adapt(_ request: inout URLRequest, for endpoint: APIEndpoint) async throws(APIError) {
    request.setValue(userAgent, forHTTPHeaderField: "User-Agent")
  }
}
