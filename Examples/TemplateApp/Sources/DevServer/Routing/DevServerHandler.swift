import AppDomain
import FlyingFox
import Foundation
import Logging

/// Answers every request: matches the route, applies the configured latency and failure,
/// checks authentication, runs the endpoint, and logs one line. Any problem with a request
/// becomes a 4xx JSON error; nothing a client sends can stop the server.
struct DevServerHandler: HTTPHandler {
  let configuration: ConfigurationBox
  let credentials: DevServerCredentials
  let tokens: TokenStore
  let registered = RegisteredAccounts()
  let database: DevServerDatabase
  let activity: DevServerActivity
  let appleAccounts: AppleAccounts
  let logger: Logger
  let now: @Sendable () -> Date

  var dashboard: DevDashboard {
    DevDashboard(
      configuration: configuration, credentials: credentials, registered: registered, database: database,
      activity: activity, logger: logger)
  }

  /// Requests with larger bodies are refused with 413 before the body is read.
  static let maximumBodyBytes = 1 << 20
  /// The `Retry-After` (seconds) of an injected 429 (API.md: behaviour switches).
  static let injectedRetryAfterSeconds = 30

  func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
    // The dashboard's own requests (the page polls) stay out of the request log it shows.
    if DevDashboard.serves(request.path) { return await dashboard.respond(to: request) }
    let clock = ContinuousClock()
    let started = clock.now
    var route: DevServerRoute?
    var response: HTTPResponse
    var outcome: String
    switch DevServerRoute.match(method: request.method.rawValue, path: request.path) {
    case .notFound:
      response = Reply.error(404, "not_found", "no endpoint at \(request.path) (see API.md)")
    case .methodNotAllowed(let allowed):
      response = Reply.error(
        405, "method_not_allowed",
        "\(request.path) accepts \(allowed.joined(separator: ", ")), not \(request.method.rawValue)",
        headers: [HTTPHeader("Allow"): allowed.joined(separator: ", ")])
    case .route(let matched, let id):
      route = matched
      activity.began(matched)
      response = await respond(to: request, route: matched, id: id)
    }
    let isDropped = response.headers[HTTPHeader("X-Dev-Server-Drop")] != nil
    if isDropped { response.headers[HTTPHeader("X-Dev-Server-Drop")] = nil }
    outcome = isDropped ? "dropped" : "\(response.statusCode.code)"
    let finished = clock.now
    var query: [String: String] = [:]
    for item in request.query { query[item.name] = item.value }
    activity.finished(
      .init(
        method: request.method.rawValue, path: request.path, route: route, query: query,
        userAgent: request.headers[HTTPHeader("User-Agent")], status: isDropped ? 0 : response.statusCode.code,
        started: started, finished: finished, finishedAt: now()))
    let milliseconds = (finished - started).milliseconds
    logger.info("\(request.method.rawValue) \(request.path) \(outcome) \(milliseconds) ms")
    return response
  }

  private func respond(to request: HTTPRequest, route: DevServerRoute, id: String?) async -> HTTPResponse {
    let settings = configuration.value
    if let latency = settings.latencyMilliseconds[route], latency > 0 {
      try? await Task.sleep(for: .milliseconds(latency))
    }
    if let failure = settings.failures[route] {
      switch failure {
      case .status(let code):
        // A 429 says when to come back, as a real rate limiter does, so apps can show it.
        let headers: HTTPHeaders = code == 429 ? [HTTPHeader("Retry-After"): "\(Self.injectedRetryAfterSeconds)"] : [:]
        return Reply.error(
          code, "injected_failure", "\(route.rawValue) is configured to fail with \(code)", headers: headers)
      case .malformedBody:
        return Reply.malformed()
      case .dropConnection:
        var response = Reply.dropped()
        response.headers[HTTPHeader("X-Dev-Server-Drop")] = "1"
        return response
      case .tokenExpired:
        return Reply.error(401, "token_expired", "the access token has expired")
      }
    }
    do {
      let caller = try authenticate(request, for: route)
      return try await endpoint(route, id: id, request: request, caller: caller, settings: settings)
    } catch let failure as RequestFailure {
      return failure.response
    } catch {
      logger.error("\(route.rawValue) failed: \(error)")
      return Reply.error(500, "internal_error", "\(route.rawValue) failed: \(error)")
    }
  }

  // MARK: - Authentication

  /// The signed-in email for bearer routes, nil for the others.
  private func authenticate(_ request: HTTPRequest, for route: DevServerRoute) throws(RequestFailure) -> String? {
    let authorization = request.headers[.authorization] ?? ""
    switch route.authentication {
    case .none:
      return nil
    case .basic:
      // No `WWW-Authenticate` challenge on these 401s: a plain URLSession on Linux
      // (swift-corelibs-foundation) never completes a request whose 401 carries one unless its
      // delegate answers the challenge. KeelNetwork's client does (tested in APIClientTests);
      // the tests' own HTTPTestClient does not.
      guard authorization.hasPrefix("Basic ") else {
        throw RequestFailure(401, "unauthorized", "\(route.rawValue) needs HTTP Basic authentication")
      }
      let encoded = authorization.dropFirst("Basic ".count).trimmingCharacters(in: .whitespaces)
      guard let data = Data(base64Encoded: encoded), let pair = String(data: data, encoding: .utf8),
        let colon = pair.firstIndex(of: ":")
      else {
        throw RequestFailure(401, "unauthorized", "the Basic credentials are not base64 of user:password")
      }
      guard pair[..<colon] == credentials.basicUser, pair[pair.index(after: colon)...] == credentials.basicPassword
      else {
        throw RequestFailure(401, "unauthorized", "wrong Basic credentials")
      }
      return nil
    case .bearer:
      guard authorization.hasPrefix("Bearer ") else {
        throw RequestFailure(401, "unauthorized", "\(route.rawValue) needs an Authorization: Bearer access token")
      }
      switch tokens.validateAccess(String(authorization.dropFirst("Bearer ".count))) {
      case .valid(let email): return email
      case .expired: throw RequestFailure(401, "token_expired", "the access token has expired")
      case .unknown: throw RequestFailure(401, "invalid_token", "the access token is not known")
      }
    }
  }

  // MARK: - Endpoints

  /// One line per route: the routes with more to do than answer have a function of their own.
  private func endpoint(
    _ route: DevServerRoute, id: String?, request: HTTPRequest, caller: String?, settings: DevServerConfiguration
  ) async throws -> HTTPResponse {
    switch route {
    case .health: Reply.json(200, HealthBody(status: "ok"))
    case .addObject: try await addObject(request)
    case .getObjects: try objects(request, settings: settings)
    case .getStatistics: try statistics(request, settings: settings)
    case .login: try await login(request, settings: settings)
    case .refresh: try await refresh(request, settings: settings)
    case .register: try await register(request, settings: settings)
    case .passwordReset: try await passwordReset(request)
    case .appleSignIn: try await appleSignIn(request, settings: settings)
    case .items: Reply.json(200, ItemsBody(items: try await database.items(owner: try signedIn(caller))))
    case .item: try await item(id: id, owner: try signedIn(caller))
    case .createItem: try await createItem(request, owner: try signedIn(caller))
    case .updateItem: try await updateItem(request, id: id, owner: try signedIn(caller))
    case .deleteItem: try await deleteItem(id: id, owner: try signedIn(caller))
    case .profile: Reply.json(200, try await profileBody(of: try signedIn(caller), request: request))
    case .updateProfile: try await updateProfile(request, email: try signedIn(caller))
    case .logout: try await logout(request)
    case .deleteAccount: try await deleteAccount(request, email: try signedIn(caller))
    case .avatar: try avatar(id: id)
    case .config: Reply.json(200, RemoteConfigBody(flags: try await database.remoteFlags()))
    case .postEvents: try await postEvents(request, owner: try signedIn(caller))
    case .listEvents: Reply.json(200, EventsList(events: try await database.events(owner: try signedIn(caller))))
    case .registerDevice: try await registerDevice(request, owner: try signedIn(caller))
    case .deleteDevice: try await deleteDevice(token: id, owner: try signedIn(caller))
    }
  }

  private func addObject(_ request: HTTPRequest) async throws -> HTTPResponse {
    let body = try await bodyData(of: request)
    let properties = try body.isEmpty ? [:] : decode([String: String].self, from: body)
    let ids = try await database.insertEvents(
      owner: Self.statusClientOwner, events: [(name: "addObject", properties: properties)], at: now())
    return Reply.json(201, EventsAcknowledgement(accepted: 1, ids: ids))
  }

  private func objects(_ request: HTTPRequest, settings: DevServerConfiguration) throws -> HTTPResponse {
    let major = try versionMajor(request)
    guard settings.statusMode == .web, major >= 2 else {
      return Reply.error(
        404, "no_objects", "no objects for version \(major) (status mode \(settings.statusMode.rawValue))")
    }
    return Reply.json(200, URLBody(url: settings.objectsURL))
  }

  private func statistics(_ request: HTTPRequest, settings: DevServerConfiguration) throws -> HTTPResponse {
    _ = try versionMajor(request)
    return Reply.json(200, StatisticsBody(url: settings.statisticsURL, pdfUrl: settings.pdfURL))
  }

  private func login(_ request: HTTPRequest, settings: DevServerConfiguration) async throws -> HTTPResponse {
    let login = try decode(LoginRequest.self, from: try await bodyData(of: request))
    let email = AccountRules.accountKey(login.email)
    guard passwordMatches(email: email, password: login.password) else {
      throw RequestFailure(401, "invalid_credentials", "wrong email or password")
    }
    try await database.recordMember(email, at: now())
    return Reply.json(200, issueSession(for: email, settings: settings))
  }

  /// Seed 001's rules (a valid email, a password of at least 8 characters), then a session at
  /// once, as login would give. A taken email is 409: sign-up has to say so, unlike a reset.
  private func register(_ request: HTTPRequest, settings: DevServerConfiguration) async throws -> HTTPResponse {
    let body = try decode(LoginRequest.self, from: try await bodyData(of: request))
    let email = AccountRules.accountKey(body.email)
    guard AccountRules.isEmail(email) else {
      throw RequestFailure(422, "invalid_field", "field 'email' must be an email address")
    }
    guard body.password.count >= 8 else {
      throw RequestFailure(422, "invalid_field", "field 'password' must be at least 8 characters")
    }
    guard !credentials.accounts.contains(where: { AccountRules.accountKey($0.email) == email }),
      registered.add(email: email, password: body.password)
    else { throw RequestFailure(409, "email_taken", "an account with this email exists; sign in instead") }
    try await database.recordMember(email, at: now())
    return Reply.json(201, issueSession(for: email, settings: settings))
  }

  /// Answers the same whether or not the email has an account, so accounts cannot be probed;
  /// nothing is sent (the request shows in the log and in ``DevServer/activity``).
  private func passwordReset(_ request: HTTPRequest) async throws -> HTTPResponse {
    let body = try decode(PasswordResetRequest.self, from: try await bodyData(of: request))
    guard !body.email.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
      throw RequestFailure(422, "invalid_field", "field 'email' must not be empty")
    }
    return Reply.json(202, PasswordResetBody(status: "sent"))
  }

  /// Sign in with Apple in development: the identity token's claims are read, and its `nonce`
  /// claim must be the SHA-256 (hex) of the raw nonce the app sends, but Apple's signature is
  /// NOT verified (API.md says so): a production server checks it against Apple's keys. The
  /// authorization code, when sent, is kept per account (``AppleAccounts``).
  private func appleSignIn(_ request: HTTPRequest, settings: DevServerConfiguration) async throws -> HTTPResponse {
    let body = try decode(AppleSignInRequest.self, from: try await bodyData(of: request))
    let parts = body.identityToken.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 3, let payload = Base64URL.decode(parts[1]),
      let claims = try? JSONDecoder().decode(AppleIdentityClaims.self, from: payload), !claims.sub.isEmpty
    else { throw RequestFailure(401, "invalid_token", "the identity token is not a JWT with a 'sub' claim") }
    guard claims.nonce == SHA256.hex(Array(body.rawNonce.utf8)) else {
      throw RequestFailure(401, "invalid_nonce", "the token's nonce is not the SHA-256 of 'rawNonce'")
    }
    let email = claims.email.map(AccountRules.accountKey) ?? "apple:\(claims.sub)"
    // Kept for the account's deletion, when the Apple token it stands for is revoked.
    appleAccounts.signedIn(email, authorizationCode: body.authorizationCode)
    try await database.recordMember(email, at: now())
    return Reply.json(200, issueSession(for: email, settings: settings))
  }

  private func refresh(_ request: HTTPRequest, settings: DevServerConfiguration) async throws -> HTTPResponse {
    let refresh = try decode(RefreshRequest.self, from: try await bodyData(of: request))
    switch tokens.redeemRefresh(refresh.refreshToken) {
    case .valid(let email): return Reply.json(200, issueSession(for: email, settings: settings))
    case .expired: throw RequestFailure(401, "refresh_expired", "the refresh token has expired; sign in again")
    case .unknown: throw RequestFailure(401, "invalid_refresh", "the refresh token is unknown or already used")
    }
  }

  private func item(id: String?, owner: String) async throws -> HTTPResponse {
    guard let id, let item = try await database.item(owner: owner, id: id) else {
      throw RequestFailure(404, "not_found", "no item with id '\(id ?? "")'")
    }
    return Reply.json(200, item)
  }

  private func createItem(_ request: HTTPRequest, owner: String) async throws -> HTTPResponse {
    let input = try decode(ItemInput.self, from: try await bodyData(of: request))
    let item = try input.validated(id: UUID().uuidString.lowercased())
    try await database.insertItem(item, owner: owner)
    return Reply.json(201, item)
  }

  private func updateItem(_ request: HTTPRequest, id: String?, owner: String) async throws -> HTTPResponse {
    let input = try decode(ItemInput.self, from: try await bodyData(of: request))
    let item = try input.validated(id: id ?? "")
    guard try await database.updateItem(item, owner: owner) else {
      throw RequestFailure(404, "not_found", "no item with id '\(id ?? "")'")
    }
    return Reply.json(200, item)
  }

  private func deleteItem(id: String?, owner: String) async throws -> HTTPResponse {
    guard let id, try await database.deleteItem(id: id, owner: owner) else {
      throw RequestFailure(404, "not_found", "no item with id '\(id ?? "")'")
    }
    return HTTPResponse(statusCode: Reply.statusCode(204))
  }

  private func postEvents(_ request: HTTPRequest, owner: String) async throws -> HTTPResponse {
    let events = try decode(EventsRequest.self, from: try await bodyData(of: request)).events
    guard (1...100).contains(events.count) else {
      throw RequestFailure(422, "invalid_field", "field 'events' must hold 1 to 100 events")
    }
    if let index = events.firstIndex(where: { $0.name.isEmpty }) {
      throw RequestFailure(422, "invalid_field", "field 'events[\(index)].name' must not be empty")
    }
    let ids = try await database.insertEvents(
      owner: owner, events: events.map { ($0.name, $0.properties ?? [:]) }, at: now())
    return Reply.json(201, EventsAcknowledgement(accepted: ids.count, ids: ids))
  }

  /// The owner recorded for `addObject` events (status clients are not signed-in users).
  static let statusClientOwner = "status-client"

  private func issueSession(for email: String, settings: DevServerConfiguration) -> SessionBody {
    let issued = tokens.issue(
      for: email, accessLifetime: settings.accessTokenLifetimeSeconds,
      refreshLifetime: settings.refreshTokenLifetimeSeconds)
    return SessionBody(
      accessToken: issued.accessToken, refreshToken: issued.refreshToken, expiresIn: issued.expiresIn,
      accountId: AccountRules.accountID(email))
  }

  func profile(of email: String) async throws -> DevServerDatabase.Profile {
    if let stored = try await database.profile(email: email) { return stored }
    let name = credentials.accounts.first { AccountRules.accountKey($0.email) == email }?.displayName ?? email
    return DevServerDatabase.Profile(email: email, displayName: name, bio: "", updatedAt: now())
  }

  private func signedIn(_ caller: String?) throws(RequestFailure) -> String {
    guard let caller else { throw RequestFailure(401, "unauthorized", "this endpoint needs a signed-in user") }
    return caller
  }

  // MARK: - Reading requests

  private func versionMajor(_ request: HTTPRequest) throws(RequestFailure) -> Int {
    guard let version = request.query.first(where: { $0.name == "version" })?.value, !version.isEmpty else {
      throw RequestFailure(400, "missing_query", "query item 'version' is missing")
    }
    guard let major = version.split(separator: ".").first.flatMap({ Int($0) }), major >= 0 else {
      throw RequestFailure(400, "invalid_query", "query item 'version' must start with a number, got '\(version)'")
    }
    return major
  }

  func bodyData(of request: HTTPRequest) async throws -> Data {
    if let length = request.headers[.contentLength].flatMap(Int.init), length > Self.maximumBodyBytes {
      throw RequestFailure(413, "body_too_large", "the body is \(length) bytes; the limit is \(Self.maximumBodyBytes)")
    }
    return try await request.bodyData
  }

  func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws(RequestFailure) -> Value {
    guard !data.isEmpty else { throw RequestFailure(400, "missing_body", "the request needs a JSON body") }
    do {
      return try JSONDecoder().decode(type, from: data)
    } catch let error as DecodingError {
      throw RequestFailure(400, "invalid_body", DecodingProblem.describe(error))
    } catch {
      throw RequestFailure(400, "invalid_body", "body is not valid JSON")
    }
  }
}

/// A request the server refuses, with the response that says why.
struct RequestFailure: Error {
  let response: HTTPResponse

  init(_ status: Int, _ code: String, _ message: String, headers: HTTPHeaders = [:]) {
    response = Reply.error(status, code, message, headers: headers)
  }
}

extension Duration {
  var milliseconds: Int64 {
    let (seconds, attoseconds) = components
    return seconds * 1000 + attoseconds / 1_000_000_000_000_000
  }
}
