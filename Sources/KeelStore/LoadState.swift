/// Where a ``Store`` stands. A failure keeps the last good value so screens can keep showing it.
public enum LoadState<Value: Sendable>: Sendable {
  /// Nothing loaded yet and no load started.
  case idle
  /// A load is running; `previous` is the last good value, if any, for the screen to keep showing.
  case loading(previous: Value?)
  /// The last load succeeded with this value.
  case loaded(Value)
  /// The last load failed with this error; `lastValue` is the last good value, if any.
  case failed(any Error, lastValue: Value?)

  /// The newest good value, whatever the state.
  public var value: Value? {
    switch self {
    case .idle: nil
    case .loading(let previous): previous
    case .loaded(let value): value
    case .failed(_, let lastValue): lastValue
    }
  }

  /// Whether a load is running.
  public var isLoading: Bool {
    if case .loading = self { return true }
    return false
  }

  /// The error of the last load when it failed, else `nil`.
  public var error: (any Error)? {
    if case .failed(let error, _) = self { return error }
    return nil
  }
}
