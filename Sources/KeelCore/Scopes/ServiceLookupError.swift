/// Why a ``ServiceScope`` could not hand out a service. `key` is the key's description: its
/// name and its value type (`favorites (FavoritesService)`).
public enum ServiceLookupError: Error, Equatable, CustomStringConvertible {
  /// Nothing is registered for the key (its name with its type) in the scope or any scope it
  /// falls back to.
  case missing(key: String, scope: String, searched: [String])
  /// The scope was torn down; its services are gone.
  case tornDown(scope: String, key: String)

  public var description: String {
    switch self {
    case .missing(let key, let scope, let searched):
      "No service registered for key '\(key)' in scope '\(scope)' (searched: \(searched.joined(separator: ", ")))."
    case .tornDown(let scope, let key):
      "Scope '\(scope)' was torn down; cannot resolve key '\(key)'."
    }
  }
}
