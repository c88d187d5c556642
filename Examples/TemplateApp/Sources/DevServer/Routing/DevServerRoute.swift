/// Every endpoint the development server serves (API.md lists the same, one line each).
/// The raw value names the endpoint in the configuration file and in flags
/// (`--latency getObjects=300`, `--fail items=503`).
public enum DevServerRoute: String, CaseIterable, Codable, Sendable {
  case health
  case addObject
  case getObjects
  case getStatistics
  case login
  case refresh
  case register
  case passwordReset
  case appleSignIn
  case items
  case item
  case createItem
  case updateItem
  case deleteItem
  case profile
  case updateProfile
  case postEvents
  case listEvents
  case logout
  case deleteAccount
  case avatar
  case config
  case registerDevice
  case deleteDevice

  /// Who may call an endpoint.
  public enum Authentication: Sendable {
    case none
    /// HTTP Basic with the server's status credentials (the seed's status endpoints).
    case basic
    /// `Authorization: Bearer <access token>` from `login` or `refresh`.
    case bearer
  }

  public var method: String {
    switch self {
    case .health, .getObjects, .getStatistics, .items, .item, .profile, .listEvents, .avatar, .config: "GET"
    case .addObject, .login, .refresh, .register, .passwordReset, .appleSignIn, .postEvents, .createItem, .logout,
      .registerDevice:
      "POST"
    case .updateProfile, .updateItem: "PUT"
    case .deleteItem, .deleteAccount, .deleteDevice: "DELETE"
    }
  }

  /// The path pattern; `{id}` matches one non-empty path segment.
  public var pathPattern: String {
    switch self {
    case .health: "/health"
    case .addObject: "/addObject"
    case .getObjects: "/getObjects"
    case .getStatistics: "/getStatistics"
    case .login: "/auth/login"
    case .refresh: "/auth/refresh"
    case .register: "/auth/register"
    case .passwordReset: "/auth/password-reset"
    case .appleSignIn: "/auth/apple"
    case .items, .createItem: "/items"
    case .item, .updateItem, .deleteItem: "/items/{id}"
    case .profile, .updateProfile: "/profile"
    case .postEvents, .listEvents: "/analytics/events"
    case .logout: "/auth/logout"
    case .deleteAccount: "/me"
    case .avatar: "/avatars/{id}"
    case .config: "/config"
    case .registerDevice: "/devices"
    case .deleteDevice: "/devices/{id}"
    }
  }

  public var authentication: Authentication {
    switch self {
    // The picture is public: `AsyncImage` loads it without the app's credentials.
    case .health, .login, .refresh, .register, .passwordReset, .appleSignIn, .logout, .avatar: .none
    // The remote configuration is asked for at launch, before anyone signs in, as the status is.
    case .addObject, .getObjects, .getStatistics, .config: .basic
    case .items, .item, .createItem, .updateItem, .deleteItem, .profile, .updateProfile, .postEvents, .listEvents,
      .deleteAccount, .registerDevice, .deleteDevice:
      .bearer
    }
  }

  /// The route serving `method` on `path` (no query), or nil when none does.
  public static func matching(method: String, path: String) -> DevServerRoute? {
    if case .route(let route, _) = match(method: method, path: path) { return route }
    return nil
  }

  /// The result of matching a request line against the routes.
  enum Match: Equatable {
    case route(DevServerRoute, id: String?)
    /// The path exists but not with this method; the allowed methods are listed.
    case methodNotAllowed([String])
    case notFound
  }

  static func match(method: String, path: String) -> Match {
    // The path is split once for all routes, and the method upper-cased once: splitting it per
    // route made matching a long path cost the route count times its length (`perf`, on
    // `DevServerFuzz`: most of each input's time).
    let trimmed = path.utf8.count > 1 && path.hasSuffix("/") ? path.dropLast() : Substring(path)
    let parts = trimmed.split(separator: "/", omittingEmptySubsequences: false)
    let method = method.uppercased()
    var allowed: [String] = []
    for route in allCases {
      guard let id = route.matchPath(parts) else { continue }
      if route.method == method { return .route(route, id: id.isEmpty ? nil : id) }
      allowed.append(route.method)
    }
    return allowed.isEmpty ? .notFound : .methodNotAllowed(allowed)
  }

  /// `""` when the path's `parts` match without a parameter, the `{id}` segment when they match
  /// with one, nil when they do not match.
  private func matchPath(_ parts: [Substring]) -> String? {
    let patternParts = pathPattern.split(separator: "/", omittingEmptySubsequences: false)
    guard patternParts.count == parts.count else { return nil }
    var id = ""
    for (pattern, part) in zip(patternParts, parts) {
      if pattern == "{id}" {
        guard !part.isEmpty else { return nil }
        id = String(part)
      } else if pattern != part {
        return nil
      }
    }
    return id
  }
}

/// Lets configuration files key dictionaries by route name (`"latencyMilliseconds":
/// {"getObjects": 300}`); an unknown name fails decoding.
extension DevServerRoute: CodingKeyRepresentable {}
