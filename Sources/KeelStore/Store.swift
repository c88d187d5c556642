import Observation

/// A cached, observable value with a time to live (seed 003's `StoreProtocol`).
///
/// - ``loadIfNeeded()`` loads only when there is no fresh value: none loaded yet, the last
///   load older than the TTL (measured on the injected clock), the last load failed, or the
///   store was invalidated since. Callers share a load in flight, unless it began before an
///   ``invalidate()`` or a ``forceRefresh()``: its data may predate the change that caused
///   them, so they start a new load instead.
/// - ``forceRefresh()`` returns data loaded after it was called: it always starts a load, and
///   never joins one that began earlier.
/// - A load that began before an ``invalidate()`` or a ``forceRefresh()`` still shows its value
///   (nothing newer is there yet) but is never marked fresh, so the next ``loadIfNeeded()``
///   loads again. When loads overlap, the newest one wins: an older load finishing later is
///   dropped, value and error alike, and one finishing earlier shows its value while the state
///   stays ``LoadState/loading(previous:)``.
/// - A failed load keeps the last good value (``LoadState/failed(_:lastValue:)``).
///
/// The within-TTL path of ``loadIfNeeded()`` reads only state the observation registrar does
/// not track (no `@Observable` access, no allocation): it runs on every screen appearance.
@MainActor
@Observable
public final class Store<Value: Sendable> {
  /// Where the store stands: observed by views, changed only by the store's own loads.
  public private(set) var state: LoadState<Value> = .idle

  /// The newest good value.
  public var value: Value? { state.value }

  @ObservationIgnored private let ttl: Duration
  @ObservationIgnored private let load: @Sendable () async throws -> Value
  @ObservationIgnored private let startFreshnessWindow: @Sendable (Duration) -> @Sendable () -> Bool
  /// Set only when the newest load succeeded and nothing made it stale since; answers whether
  /// the TTL still holds.
  @ObservationIgnored private var isFresh: (@Sendable () -> Bool)?
  /// Bumped by ``invalidate()`` and ``forceRefresh()``: a load is current while the generation
  /// it started in is.
  @ObservationIgnored private var generation: UInt64 = 0
  /// The generation of the newest load whose outcome was applied; older outcomes are dropped.
  @ObservationIgnored private var appliedGeneration: UInt64 = 0
  @ObservationIgnored private var inFlight: (task: Task<Void, Never>, generation: UInt64)?

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

  /// Whether a value is loaded, still within its TTL, and not made stale since.
  public var hasFreshValue: Bool { isFresh?() ?? false }

  /// Loads unless a fresh value is present; joins a load in flight that began after the last
  /// ``invalidate()`` or ``forceRefresh()``.
  public func loadIfNeeded() async {
    if let inFlight, inFlight.generation == generation {
      await inFlight.task.value
      return
    }
    if let isFresh, isFresh() { return }
    await startLoad()
  }

  /// Loads regardless of the TTL and returns once data loaded after this call is applied (or
  /// its load failed). A load already in flight began earlier, so it is not joined; it can no
  /// longer make the value fresh.
  public func forceRefresh() async {
    markStale()
    await startLoad()
  }

  /// Forgets freshness so the next ``loadIfNeeded()`` loads; keeps the value on screen. A load
  /// in flight is not marked fresh when it finishes.
  public func invalidate() {
    markStale()
  }

  private func markStale() {
    generation += 1
    isFresh = nil
  }

  private func startLoad() async {
    let loadGeneration = generation
    state = .loading(previous: state.value)
    let task = Task { [load] in
      let result: Result<Value, any Error>
      do {
        result = .success(try await load())
      } catch {
        result = .failure(error)
      }
      self.finish(with: result, generation: loadGeneration)
    }
    inFlight = (task, loadGeneration)
    await task.value
  }

  private func finish(with result: Result<Value, any Error>, generation loadGeneration: UInt64) {
    if inFlight?.generation == loadGeneration { inFlight = nil }
    // A newer load already applied its outcome: this one's is older news.
    guard loadGeneration >= appliedGeneration else { return }
    appliedGeneration = loadGeneration
    switch result {
    case .success(let value) where inFlight != nil:
      // A newer load is running: show this value meanwhile, still loading, never fresh.
      state = .loading(previous: value)
    case .failure where inFlight != nil:
      // A newer load is running and may succeed; this failure is not the last word.
      break
    case .success(let value):
      isFresh = loadGeneration == generation ? startFreshnessWindow(ttl) : nil
      state = .loaded(value)
    case .failure(let error):
      isFresh = nil
      state = .failed(error, lastValue: state.value)
    }
  }
}
