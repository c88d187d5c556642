import Foundation
import KeelCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A `URLProtocol` that takes every request of the sessions it is installed in, records its
/// URL and fails it as "not connected": the wire, seen from inside the process. Only the
/// `.serialized` network suite installs it, and it clears the record before each test.
final class RecordingURLProtocol: URLProtocol {
  static let recorded = Locked<[URL]>([])

  override class func canInit(with request: URLRequest) -> Bool { true }

  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    if let url = request.url { Self.recorded.withLock { $0.append(url) } }
    client?.urlProtocol(self, didFailWithError: URLError(.notConnectedToInternet))
  }

  override func stopLoading() {}
}
