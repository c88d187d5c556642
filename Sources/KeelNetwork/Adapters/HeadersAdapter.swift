import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif
/// Sets fixed headers on every request (an API key header, a client identifier).
public struct HeadersAdapter: RequestAdapter {
  /// The headers set, by name.
  public var headers: [String: String]

  /// An adapter setting `headers`.
  public init(_ headers: [String: String]) {
    self.headers = headers
  }

  /// Changes `request`, built for `endpoint`, before it is sent.
  public func adapt(_ request: inout URLRequest, for endpoint: APIEndpoint) async throws(APIError) {
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
  }
}
