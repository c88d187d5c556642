import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif
/// Several adapters applied in order, as one.
public struct RequestAdapterChain: RequestAdapter {
  /// The adapters, applied in this order.
  public var adapters: [any RequestAdapter]

  /// A chain applying `adapters` in order.
  public init(_ adapters: [any RequestAdapter]) {
    self.adapters = adapters
  }

  /// Changes `request`, built for `endpoint`, before it is sent.
  public func adapt(_ request: inout URLRequest, for endpoint: APIEndpoint) async throws(APIError) {
    for adapter in adapters { try await adapter.adapt(&request, for: endpoint) }
  }
}
