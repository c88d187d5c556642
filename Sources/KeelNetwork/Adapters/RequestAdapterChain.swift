import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif
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
