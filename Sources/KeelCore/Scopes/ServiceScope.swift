/// A container of services bound to one stretch of a session (seed 004's LoginSession and
/// AuthenticatedSession), with no process-wide registry behind it.
///
/// A scope may fall back to a parent: the signed-in scope sees everything the login scope
/// registers. ``teardown()`` releases every service the scope holds, so a signed-out user's
/// favorites, toasts and API client are gone with the scope.
///
/// Registrations are lazy factories; each builds its service once, on first lookup. A key is
/// its name and its value type, so two keys sharing a name but not a type never replace each
/// other.
///
/// Looking up a built service is the hot path (every `@Service` read): ``resolve(_:)`` is
/// inlined into the caller, specialised for the key's type; it finds the slot from that type
/// (`ServiceTable`, internal), casts nothing at run time (the registration's type is known from the key)
/// and allocates nothing.
/// `scripts/bench` measures it (`ServiceLookupBenchmark`).
@MainActor
public final class ServiceScope {
  /// The scope's name, as lookup errors print it.
  public let name: String
  /// The scope lookups fall back to when this one has no registration for a key.
  public let parent: ServiceScope?
  /// Whether ``teardown()`` has run; a torn-down scope resolves nothing.
  @exclusivity(unchecked) public private(set) var isTornDown = false

  /// One ``Registration`` per key, stored type-erased; the key's type says which
  /// `Registration<Value>` it is. Main-actor state that no caller holds across a call out, so
  /// the run-time exclusivity check (a third of a lookup's instructions) is left out.
  @exclusivity(unchecked) @usableFromInline var registrations = ServiceTable()
  private var teardownActions: [() -> Void] = []

  /// An empty scope named `name` whose lookups fall back to `parent`.
  public init(name: String, parent: ServiceScope? = nil) {
    self.name = name
    self.parent = parent
  }

  /// Registers a factory, replacing any earlier registration of the key (same name, same type)
  /// in this scope.
  public func register<Value>(_ key: ServiceKey<Value>, _ factory: @escaping @MainActor () -> Value) {
    precondition(!isTornDown, "Cannot register '\(key)' in scope '\(name)': it was torn down.")
    registrations.set(Registration(factory: factory), type: ObjectIdentifier(Value.self), name: key.name)
  }

  /// Registers an already built service.
  public func register<Value>(_ key: ServiceKey<Value>, instance: Value) {
    precondition(!isTornDown, "Cannot register '\(key)' in scope '\(name)': it was torn down.")
    registrations.set(Registration<Value>(instance: instance), type: ObjectIdentifier(Value.self), name: key.name)
  }

  /// Runs `action` when the scope is torn down (closing sockets, cancelling tasks).
  public func onTeardown(_ action: @escaping @MainActor () -> Void) {
    teardownActions.append(action)
  }

  /// Looks the key up here, then in the parent chain.
  @inlinable
  public func resolve<Value>(_ key: ServiceKey<Value>) throws(ServiceLookupError) -> Value {
    if isTornDown { throw tornDownError(key) }
    // This scope first, outside the loop: walking from `self` would retain it on every lookup.
    if let registration = registrations.registration(type: ObjectIdentifier(Value.self), name: key.name) {
      return Self.service(in: registration, as: Value.self)
    }
    var scope = parent
    while let current = scope {
      if let registration = current.registrations.registration(type: ObjectIdentifier(Value.self), name: key.name) {
        return Self.service(in: registration, as: Value.self)
      }
      scope = current.parent
    }
    throw missingError(key)
  }

  @inlinable static func service<Value>(in registration: AnyObject, as _: Value.Type) -> Value {
    // Filed under the key's type, `Value`: it is a `Registration<Value>`.
    unsafeDowncast(registration, to: Registration<Value>.self).service
  }

  /// Whether the key resolves here or in the parent chain.
  public func contains<Value>(_ key: ServiceKey<Value>) -> Bool {
    (try? resolve(key)) != nil
  }

  /// Releases every service and factory of this scope; later lookups fail with `.tornDown`.
  public func teardown() {
    guard !isTornDown else { return }
    isTornDown = true
    let actions = teardownActions
    teardownActions = []
    registrations.removeAll()
    for action in actions.reversed() { action() }
  }

  // The error paths stay out of line: they build strings, which the inlined hot path should not
  // carry.
  @usableFromInline func tornDownError<Value>(_ key: ServiceKey<Value>) -> ServiceLookupError {
    .tornDown(scope: name, key: key.description)
  }

  @usableFromInline func missingError<Value>(_ key: ServiceKey<Value>) -> ServiceLookupError {
    var searched: [String] = []
    var scope: ServiceScope? = self
    while let current = scope {
      searched.append(current.name)
      scope = current.parent
    }
    return .missing(key: key.description, scope: name, searched: searched)
  }
}

/// A key's registration: its factory until the first lookup, then the service it built.
@MainActor
@usableFromInline final class Registration<Value> {
  private var factory: (@MainActor () -> Value)?
  @exclusivity(unchecked) @usableFromInline var instance: Value?

  init(factory: @escaping @MainActor () -> Value) {
    self.factory = factory
  }

  init(instance: Value) {
    self.instance = instance
  }

  @inlinable var service: Value {
    if let instance { return instance }
    return build()
  }

  @usableFromInline func build() -> Value {
    // Registered either built or with a factory, and the factory is dropped only once its
    // service is stored: when `instance` is nil, `factory` is set.
    guard let factory else { preconditionFailure("A service registration holds neither a service nor a factory.") }
    let built = factory()
    instance = built
    self.factory = nil
    return built
  }
}
