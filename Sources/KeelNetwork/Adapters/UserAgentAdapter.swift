import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif
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
