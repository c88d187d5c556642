/// The two scopes of seed 004's session-scoped DI: a login scope that lives as long as the app,
/// and a signed-in scope opened at sign-in and torn down at sign-out.
///
/// Opening a signed-in scope tears the previous one down first, so two users' services never
/// coexist. With sign-in disabled by flag, the app opens a signed-in scope for a local user at
/// launch (DESIGN: signing in).
@MainActor
public final class SessionScopes {
  /// The login scope's name.
  public static let loginScopeName = "login"
  /// The signed-in scope's name.
  public static let signedInScopeName = "signedIn"

  /// The scope that lives as long as the app: what a signed-out app needs.
  public let login: ServiceScope
  /// The open signed-in scope, whose lookups fall back to ``login``; `nil` when signed out.
  public private(set) var signedIn: ServiceScope?

  /// Creates the login scope and lets `registerLogin` fill it.
  public init(registerLogin: (ServiceScope) -> Void = { _ in }) {
    login = ServiceScope(name: Self.loginScopeName)
    registerLogin(login)
  }

  /// The scope feature code resolves from: the signed-in scope when open, else the login scope.
  public var current: ServiceScope { signedIn ?? login }

  /// Opens a fresh signed-in scope (closing any open one) and lets `register` fill it.
  @discardableResult
  public func openSignedIn(register: (ServiceScope) -> Void) -> ServiceScope {
    closeSignedIn()
    let scope = ServiceScope(name: Self.signedInScopeName, parent: login)
    register(scope)
    signedIn = scope
    return scope
  }

  /// Tears the signed-in scope down and forgets it. Does nothing when none is open.
  public func closeSignedIn() {
    signedIn?.teardown()
    signedIn = nil
  }
}
