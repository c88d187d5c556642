import Observation

/// A cached, observable value with a time to live (seed 003's `StoreProtocol`).
///
/// - ``loadIfNeeded()`` loads only when there is no value yet or the last load is older than
///   the TTL, measured on the injected clock.
/// - ``forceRefresh()`` always loads, unless a load is already in flight, in which case it
///   shares that load: two loads racing for the same data could finish out of order.
/// - Concurrent callers share one in-flight load.
/// - A failed load keeps the last good value (``LoadState/failed(_:lastValue:)``).
@MainActor
@Observable
public final class Store<Value: Sendable> {
  public private(set) var state: LoadState<Value> = .idle

  /// The newest good value.
  public var value: Value? { state.value }

  @ObservationIgnored private let ttl: Duration
  @ObservationIgnored private let load: @Sendable () async throws -> Value
  @ObservationIgnored private let startFreshnessWindow: @Sendable (Duration) -> @Sendable () -> Bool
  @ObservationIgnored private var isFresh: (@Sendable () -> Bool)?
  @ObservationIgnored private var inFlight: Task<Void, Never>?

  /// - Parameters:
  ///   - ttl: how long a loaded value counts as fresh (seed 003 uses 30 seconds).
  ///   - clock: the clock the TTL is measured on; tests pass a controllable one.
  ///   - load: fetches the value, typically from an actor service.
  public init<C: Clock>(
    ttl: Duration = .seconds(30), clock: C, load: @escaping @Sendable () async throws -> Value
  ) where C.Duration == Duration {
    self.ttl = ttl
    self.load = load
    // Erases the clock's type: remembers "now" at load time and answers "is it still fresh?".
    self.startFreshnessWindow = { ttl in
      let loadedAt = clock.now
      return { clock.now < loadedAt.advanced(by: ttl) }
    }
  }

  /// A store on the system's continuous clock.
  public convenience init(ttl: Duration = .seconds(30), load: @escaping @Sendable () async throws -> Value) {
    self.init(ttl: ttl, clock: ContinuousClock(), load: load)
  }

  /// Whether a value is loaded and still within its TTL.
  public var hasFreshValue: Bool { isFresh?() ?? false }

  /// Loads unless a fresh value is present; joins a load already in flight.
  public func loadIfNeeded() async {
    if let inFlight {
      await inFlight.value
      return
    }
    if hasFreshValue, case .loaded = state { return }
    await startLoad()
  }

  /// Loads regardless of the TTL; joins a load already in flight.
  public func forceRefresh() async {
    if let inFlight {
      await inFlight.value
      return
    }
    await startLoad()
  }

  /// Forgets freshness so the next ``loadIfNeeded()`` loads; keeps the value on screen.
  public func invalidate() {
    isFresh = nil
  }

  private func startLoad() async {
    let previous = state.value
    state = .loading(previous: previous)
    let task = Task { [load] in
      do {
        let value = try await load()
        self.finish(with: .success(value))
      } catch {
        self.finish(with: .failure(error))
      }
    }
    inFlight = task
    await task.value
  }

  private func finish(with result: Result<Value, any Error>) {
    inFlight = nil
    switch result {
    case .success(let value):
      isFresh = startFreshnessWindow(ttl)
      state = .loaded(value)
    case .failure(let error):
      state = .failed(error, lastValue: state.value)
    }
  }
}
