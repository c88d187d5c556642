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
  /// Everything a read needs, behind one reference. Reading a wrapped property of a class copies
  /// the wrapper out of its storage first; with the weak reference, key and scope name stored
  /// inline, that copy (a weak-reference copy and destroy, two strings retained and released)
  /// cost twice the lookup itself (`ServiceLookupBenchmark`: 565 instructions a read, against
  /// 189 for `resolve`); one class reference costs a retain and a release. What remains above
  /// `resolve` is the weak load: it retains the scope, and releasing an object that weak
  /// references point to takes the runtime's slow path (its side table).
  @usableFromInline let lookup: ServiceLookup<Value>

  /// Resolves `key` from `scope` on each read, holding the scope weakly.
  public init(_ key: ServiceKey<Value>, in scope: ServiceScope) {
    lookup = ServiceLookup(key: key, scope: scope)
  }

  /// The service registered for the key; traps with the lookup error's message when it cannot be resolved.
  @inlinable public var wrappedValue: Value {
    lookup.resolve()
  }
}

/// The state of a ``Service``: its key, its scope (weakly) and the scope's name for the message
/// when the scope is gone.
@MainActor
@usableFromInline final class ServiceLookup<Value> {
  @usableFromInline let key: ServiceKey<Value>
  /// Written only by `init`: no access can overlap another, so the run-time exclusivity check
  /// (about 60 instructions a read) is left out.
  @exclusivity(unchecked) @usableFromInline weak var scope: ServiceScope?
  @usableFromInline let scopeName: String

  init(key: ServiceKey<Value>, scope: ServiceScope) {
    self.key = key
    self.scope = scope
    scopeName = scope.name
  }

  @inlinable func resolve() -> Value {
    guard let scope else { scopeIsGone() }
    do {
      return try scope.resolve(key)
    } catch {
      lookupFailed(error)
    }
  }

  // The traps stay out of line: they build strings, which the inlined read should not carry.
  @usableFromInline func scopeIsGone() -> Never {
    preconditionFailure(ServiceLookupError.tornDown(scope: scopeName, key: key.description).description)
  }

  @usableFromInline func lookupFailed(_ error: ServiceLookupError) -> Never {
    preconditionFailure(error.description)
  }
}
