import AppDomain
import KeelCore

/// ``DeviceRepositoryProtocol`` in memory: records what was registered and unregistered, and
/// fails with `failure` while it is set (an unreachable server). A latch can hold registrations
/// back, to test what happens while one is in flight.
public final class RecordingDeviceRepository: DeviceRepositoryProtocol {
  public enum Call: Sendable, Equatable {
    case register(String)
    case unregister(String, timeLimit: Duration)
  }

  private struct State {
    var calls: [Call] = []
    var registered: Set<String> = []
    var failure: RepositoryError?
  }

  private let state = Locked(State())
  public let latch: Latch

  public init(latch: Latch = Latch(open: true)) {
    self.latch = latch
  }

  public func register(_ token: DeviceToken) async throws(RepositoryError) {
    state.withLock { $0.calls.append(.register(token.hex)) }
    await latch.wait()
    if let failure = state.withLock({ $0.failure }) { throw failure }
    state.withLock { _ = $0.registered.insert(token.hex) }
  }

  public func unregister(_ token: DeviceToken, timeLimit: Duration) async throws(RepositoryError) {
    let failure = state.withLock { state -> RepositoryError? in
      state.calls.append(.unregister(token.hex, timeLimit: timeLimit))
      guard state.failure == nil else { return state.failure }
      state.registered.remove(token.hex)
      return nil
    }
    if let failure { throw failure }
  }

  /// Every call, in order.
  public var calls: [Call] { state.withLock { $0.calls } }
  /// The tokens the "server" holds now.
  public var registered: Set<String> { state.withLock { $0.registered } }

  /// Makes every later call fail with `failure` (nil: succeed again).
  public func fail(with failure: RepositoryError?) {
    state.withLock { $0.failure = failure }
  }
}
