import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Changes a request before it is sent (adds credentials, headers). Adapters compose: the
/// client applies its own (user agent, basic, bearer) and then the app's, in order.
public protocol RequestAdapter: Sendable {
  /// Changes `request`, built for `endpoint`, before it is sent; a thrown error fails the
  /// request without sending it.
  func adapt(_ request: inout URLRequest, for endpoint: APIEndpoint) async throws(APIError)
}
