import AppDomain
import Foundation

/// A remote configuration that answers `result` once `latch` opens (counting its calls), with
/// `kept` as what an earlier launch stored.
public final class FakeRemoteConfig: RemoteConfigProviding {
  public let result: RemoteConfigResult
  public let kept: RemoteConfig?
  public let latch: Latch

  public init(_ result: RemoteConfigResult, kept: RemoteConfig? = nil, latch: Latch = Latch(open: true)) {
    self.result = result
    self.kept = kept
    self.latch = latch
  }

  /// From the server: `flags`.
  public convenience init(server flags: [String: Bool], latch: Latch = Latch(open: true)) {
    self.init(RemoteConfigResult(config: RemoteConfig(flags: flags), source: .server), latch: latch)
  }

  public var calls: Int { latch.arrivals }

  public func cached() -> RemoteConfig? { kept }

  public func load() async -> RemoteConfigResult {
    await latch.wait()
    return result
  }
}
