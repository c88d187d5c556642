/// Why a ``ServiceScope`` could not hand out a service.
public enum ServiceLookupError: Error, Equatable, CustomStringConvertible {
  /// Nothing is registered for the key in the scope or any scope it falls back to.
  case missing(key: String, scope: String, searched: [String])
  /// The registration exists but holds a different type than the key promises.
  case typeMismatch(key: String, scope: String, expected: String, actual: String)
  /// The scope was torn down; its services are gone.
  case tornDown(scope: String, key: String)

  public var description: String {
    switch self {
    case .missing(let key, let scope, let searched):
      "No service registered for key '\(key)' in scope '\(scope)' (searched: \(searched.joined(separator: ", ")))."
    case .typeMismatch(let key, let scope, let expected, let actual):
      "Service for key '\(key)' in scope '\(scope)' is \(actual), expected \(expected)."
    case .tornDown(let scope, let key):
      "Scope '\(scope)' was torn down; cannot resolve key '\(key)'."
    }
  }
}
