/// A container of services bound to one stretch of a session (seed 004's LoginSession and
/// AuthenticatedSession), with no process-wide registry behind it.
///
/// A scope may fall back to a parent: the signed-in scope sees everything the login scope
/// registers. ``teardown()`` releases every service the scope holds, so a signed-out user's
/// favorites, toasts and API client are gone with the scope.
///
/// Registrations are lazy factories; each builds its service once, on first lookup.
@MainActor
public final class ServiceScope {
  public let name: String
  public let parent: ServiceScope?
  public private(set) var isTornDown = false

  private var factories: [String: () -> Any] = [:]
  private var instances: [String: Any] = [:]
  private var teardownActions: [() -> Void] = []

  public init(name: String, parent: ServiceScope? = nil) {
    self.name = name
    self.parent = parent
  }

  /// Registers a factory, replacing any earlier registration of the key in this scope.
  public func register<Value>(_ key: ServiceKey<Value>, _ factory: @escaping @MainActor () -> Value) {
    precondition(!isTornDown, "Cannot register '\(key)' in scope '\(name)': it was torn down.")
    instances[key.name] = nil
    factories[key.name] = factory
  }

  /// Registers an already built service.
  public func register<Value>(_ key: ServiceKey<Value>, instance: Value) {
    register(key) { instance }
  }

  /// Runs `action` when the scope is torn down (closing sockets, cancelling tasks).
  public func onTeardown(_ action: @escaping @MainActor () -> Void) {
    teardownActions.append(action)
  }

  /// Looks the key up here, then in the parent chain.
  public func resolve<Value>(_ key: ServiceKey<Value>) throws(ServiceLookupError) -> Value {
    guard !isTornDown else { throw .tornDown(scope: name, key: key.name) }
    var searched: [String] = []
    var scope: ServiceScope? = self
    while let current = scope {
      searched.append(current.name)
      if let service = try current.localService(for: key) { return service }
      scope = current.parent
    }
    throw .missing(key: key.name, scope: name, searched: searched)
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
    factories = [:]
    instances = [:]
    for action in actions.reversed() { action() }
  }

  private func localService<Value>(for key: ServiceKey<Value>) throws(ServiceLookupError) -> Value? {
    let stored: Any
    if let instance = instances[key.name] {
      stored = instance
    } else if let factory = factories[key.name] {
      stored = factory()
      instances[key.name] = stored
    } else {
      return nil
    }
    guard let service = stored as? Value else {
      throw .typeMismatch(
        key: key.name, scope: name, expected: String(describing: Value.self),
        actual: String(describing: type(of: stored)))
    }
    return service
  }
}
