/// A value that is its own single source of truth, observable as an `AsyncStream` (seed 000's
/// `itemsStream`, made safe for many subscribers).
///
/// - A subscriber that arrives late gets the current value first, then every later one.
/// - Every subscriber gets every value, in order (each has its own unbounded buffer).
/// - Cancelling the consuming task ends that subscriber's iteration and unregisters it.
/// - ``finish()`` ends every subscriber's iteration; later subscribers get the last value and end.
public final class CurrentValueStream<Value: Sendable>: Sendable {
  private struct State {
    var value: Value
    var nextID = 0
    var continuations: [Int: AsyncStream<Value>.Continuation] = [:]
    var isFinished = false
  }

  private let state: Locked<State>

  /// A stream whose current value is `initialValue` until something is sent.
  public init(_ initialValue: Value) {
    state = Locked(State(value: initialValue))
  }

  /// The current value. Setting it publishes to every subscriber.
  public var value: Value {
    get { state.withLock { $0.value } }
    set { send(newValue) }
  }

  /// The number of live subscribers; useful to check that cancelled consumers are released.
  public var subscriberCount: Int { state.withLock { $0.continuations.count } }

  /// Stores `newValue` and delivers it to every subscriber. Ignored after ``finish()``.
  public func send(_ newValue: Value) {
    state.withLock { state in
      guard !state.isFinished else { return }
      state.value = newValue
      // Yielding under the lock keeps the order of values identical for every subscriber.
      for continuation in state.continuations.values { continuation.yield(newValue) }
    }
  }

  /// Applies `transform` to the current value atomically and publishes the result.
  public func update(_ transform: (inout Value) -> Void) {
    state.withLock { state in
      guard !state.isFinished else { return }
      transform(&state.value)
      for continuation in state.continuations.values { continuation.yield(state.value) }
    }
  }

  /// A new subscription: the current value, then every value sent after it.
  public var values: AsyncStream<Value> {
    let (stream, continuation) = AsyncStream<Value>.makeStream(bufferingPolicy: .unbounded)
    let id: Int? = state.withLock { state in
      continuation.yield(state.value)
      guard !state.isFinished else { return nil }
      let id = state.nextID
      state.nextID += 1
      state.continuations[id] = continuation
      return id
    }
    guard let id else {
      continuation.finish()
      return stream
    }
    continuation.onTermination = { [weak self] _ in
      _ = self?.state.withLock { $0.continuations.removeValue(forKey: id) }
    }
    return stream
  }

  /// Ends every subscription. The stream keeps its last value.
  public func finish() {
    let continuations = state.withLock { state in
      state.isFinished = true
      defer { state.continuations = [:] }
      return Array(state.continuations.values)
    }
    for continuation in continuations { continuation.finish() }
  }
}
