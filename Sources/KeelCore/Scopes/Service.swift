/// Reads a session-scoped service from a ``ServiceScope`` (seed 004's `@Service`, without the
/// process-wide locator).
///
/// ```swift
/// @Service private var favorites: any FavoritesService
/// init(scope: ServiceScope) { _favorites = Service(.favorites, in: scope) }
/// ```
/// The wrapper holds the scope weakly and resolves on each read, so it never keeps a torn-down
/// session alive. A missing registration is a programming error: reading traps with the
/// lookup error's message, naming key and scope. Use ``ServiceScope/resolve(_:)`` to handle it.
@MainActor
@propertyWrapper
public struct Service<Value> {
  private let key: ServiceKey<Value>
  private weak var scope: ServiceScope?
  private let scopeName: String

  /// Resolves `key` from `scope` on each read, holding the scope weakly.
  public init(_ key: ServiceKey<Value>, in scope: ServiceScope) {
    self.key = key
    self.scope = scope
    self.scopeName = scope.name
  }

  /// The service registered for the key; traps with the lookup error's message when it cannot be resolved.
  public var wrappedValue: Value {
    guard let scope else {
      preconditionFailure(ServiceLookupError.tornDown(scope: scopeName, key: key.description).description)
    }
    do {
      return try scope.resolve(key)
    } catch {
      preconditionFailure(error.description)
    }
  }
}
