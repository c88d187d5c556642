/// Where a ``Store`` stands. A failure keeps the last good value so screens can keep showing it.
public enum LoadState<Value: Sendable>: Sendable {
  case idle
  case loading(previous: Value?)
  case loaded(Value)
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

  public var isLoading: Bool {
    if case .loading = self { return true }
    return false
  }

  public var error: (any Error)? {
    if case .failed(let error, _) = self { return error }
    return nil
  }
}
