import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The HTTP client: builds each endpoint's request, adapts it (user agent, credentials),
/// sends it over its own ephemeral `URLSession`, classifies the outcome into ``APIError``,
/// retries transient failures of idempotent requests with backoff, refreshes an expired
/// bearer token once, and logs with credentials redacted.
///
/// ```swift
/// let client = APIClient(configuration: configuration, tokenRefresher: refresher)
/// let data = await client.request(endpoint: .getObjects(version: "2"))
/// let items = await client.request(.items, as: [ItemDTO].self)
/// ```
public final class APIClient: APIClientProtocol {
  /// The API this client talks to.
  public let configuration: APIConfiguration
  /// Supplies and refreshes bearer tokens; `nil` when the API uses none.
  public let tokenRefresher: TokenRefresher?
  private let adapters: RequestAdapterChain
  private let logger: any NetworkLogging
  private let clock: APIClock
  private let transport: SessionTransport
  /// `configuration.baseURL` parsed once, not for every request.
  private let baseComponents: URLComponents?

  /// - Parameters:
  ///   - configuration: the base URL, credentials, user agent and timeouts every request uses.
  ///   - tokenRefresher: supplies bearer tokens and refreshes them once on a `401`; `nil` for an
  ///     API without bearer auth.
  ///   - adapters: applied after the client's own user-agent, basic (when the configuration has
  ///     basic credentials) and bearer (when there is a token refresher) adapters. An endpoint
  ///     that needs auth and leaves the adapters without an `Authorization` header fails with
  ///     ``APIError/missingCredentials(_:)`` before anything is sent.
  ///   - logger: receives every request, response and error, redacted (``NetworkLogger``).
  ///   - clock: the clock retries wait on and time limits are kept on (tests inject one that
  ///     moves only when the test says, so a limit or a wait never depends on the machine's speed).
  ///   - sessionConfiguration: a fresh ephemeral configuration by default (no shared session,
  ///     no disk cache, no cookies kept across clients).
  /// A client for `configuration`'s API over its own URLSession.
  public init(
    configuration: APIConfiguration,
    tokenRefresher: TokenRefresher? = nil,
    adapters: [any RequestAdapter] = [],
    logger: any NetworkLogging = NetworkLogger(),
    clock: APIClock = .continuous,
    sessionConfiguration: URLSessionConfiguration = .ephemeral
  ) {
    self.configuration = configuration
    self.tokenRefresher = tokenRefresher
    var chain: [any RequestAdapter] = []
    if let userAgent = configuration.userAgent { chain.append(UserAgentAdapter(userAgent: userAgent)) }
    if let basic = configuration.credentials.basic { chain.append(BasicAuthAdapter(credentials: basic)) }
    if let tokenRefresher { chain.append(BearerTokenAdapter(source: tokenRefresher)) }
    self.adapters = RequestAdapterChain(chain + adapters)
    self.logger = logger
    self.clock = clock
    // A copy, so the caller's configuration object is not changed behind its back.
    let session = (sessionConfiguration.copy() as? URLSessionConfiguration) ?? .ephemeral
    session.timeoutIntervalForRequest = Self.urlSessionTimeout(configuration.requestTimeout)
    session.urlCache = nil
    session.requestCachePolicy = .reloadIgnoringLocalCacheData
    self.transport = SessionTransport(configuration: session, clock: clock)
    self.baseComponents = URLComponents(url: configuration.baseURL, resolvingAgainstBaseURL: true)
  }

  public func response(for endpoint: APIEndpoint, timeLimit: Duration? = nil) async -> Result<APIResponse, APIError> {
    let start = clock.now()
    let limit = timeLimit ?? configuration.timeLimit
    let policy = configuration.retryPolicy
    var attempt = 1
    var refreshed = false
    while true {
      if Task.isCancelled { return .failure(.cancelled) }
      var remaining: Duration?
      if let limit {
        remaining = limit - (clock.now() - start)
        if let remaining, remaining <= .zero { return .failure(.timedOut) }
      }
      let sent = await send(endpoint, attempt: attempt, remaining: remaining)
      guard case .failure(let error) = sent.result else { return sent.result }

      if case .unauthorized(.some) = error, endpoint.auth == .bearer, let tokenRefresher, !refreshed {
        refreshed = true
        do {
          _ = try await tokenRefresher.refresh(rejecting: sent.bearerToken)
        } catch .unauthorized {
          // The refresh was refused and the session signed out; report the original 401.
          return sent.result
        } catch {
          // The refresh could not reach the server; the session stays, the caller sees why.
          return .failure(error)
        }
        continue
      }

      guard endpoint.isRetryable, attempt < policy.maximumAttempts,
        error.isTransient(retryableStatusCodes: policy.retryableStatusCodes)
      else { return sent.result }
      let retryAfter = error.response.flatMap {
        RetryAfter.delay(headerValue: $0.header("Retry-After"), now: clock.date())
      }
      if let retryAfter, retryAfter > policy.maximumRetryAfter { return sent.result }
      let delay = policy.delay(beforeRetry: attempt, retryAfter: retryAfter, randomUnit: Double.random(in: 0...1))
      if let limit, clock.now() - start + delay >= limit { return sent.result }
      do {
        try await clock.sleep(delay)
      } catch {
        return .failure(.cancelled)
      }
      attempt += 1
    }
  }

  /// One attempt's result and the bearer token it carried (to tell the refresher which token
  /// the server rejected).
  private struct Sent {
    var result: Result<APIResponse, APIError>
    var bearerToken: String?
  }

  private func send(_ endpoint: APIEndpoint, attempt: Int, remaining: Duration?) async -> Sent {
    var request: URLRequest
    do {
      request = try await makeRequest(endpoint)
    } catch {
      return Sent(result: .failure(error))
    }
    // Only a refresher is told which token the server rejected; without one, no header lookup.
    let bearerToken = tokenRefresher == nil ? nil : BearerTokenAdapter.token(in: request)
    logger.logRequest(request, attempt: attempt)
    let outcome = await transport.perform(
      request, maximumSize: configuration.maximumResponseSize, maximumRedirects: configuration.maximumRedirects,
      deadline: remaining)
    let result = classify(outcome)
    let url = request.url ?? configuration.baseURL
    switch result {
    case .success(let response):
      logger.logResponse(
        url: response.url ?? url, statusCode: response.statusCode, headers: response.headers, data: response.body)
    case .failure(let error):
      if let response = error.response {
        logger.logResponse(
          url: response.url ?? url, statusCode: response.statusCode, headers: response.headers, data: response.body)
      } else {
        logger.logError(url: url, error: error)
      }
    }
    return Sent(result: result, bearerToken: bearerToken)
  }

  /// The request for one attempt. Its `timeoutInterval` is the attempt's idle timeout only: what
  /// is left of the call's time limit is kept by the transport on the client's clock, since a
  /// request's timeout counts real time.
  private func makeRequest(_ endpoint: APIEndpoint) async throws(APIError) -> URLRequest {
    let url = try endpoint.url(relativeTo: configuration.baseURL, parsed: baseComponents)
    var request = URLRequest(
      url: url, cachePolicy: .reloadIgnoringLocalCacheData,
      timeoutInterval: Self.urlSessionTimeout(configuration.requestTimeout))
    request.httpMethod = endpoint.method.rawValue
    for (name, value) in endpoint.headers { request.setValue(value, forHTTPHeaderField: name) }
    request.httpBody = endpoint.body
    if endpoint.body != nil, request.value(forHTTPHeaderField: "Content-Type") == nil {
      request.setValue("application/octet-stream", forHTTPHeaderField: "Content-Type")
    }
    try await adapters.adapt(&request, for: endpoint)
    if endpoint.requiresAuth, request.value(forHTTPHeaderField: "Authorization") == nil {
      throw .missingCredentials(endpoint.auth)
    }
    return request
  }

  /// A timeout as URLSession takes it. FoundationNetworking arms its timer for
  /// `Int(timeoutInterval) * 1000` ms, so half a second became 0 ms and failed every request
  /// before it was sent; there, a timeout is rounded up to whole seconds (the call's exact
  /// `timeLimit` is enforced by the transport).
  static func urlSessionTimeout(_ timeout: Duration) -> TimeInterval {
    #if canImport(FoundationNetworking)
      max(1, timeout.seconds.rounded(.up))
    #else
      timeout.seconds
    #endif
  }

  private func classify(_ outcome: TransportOutcome) -> Result<APIResponse, APIError> {
    switch outcome {
    case .response(let httpResponse, let data):
      var headers: [String: String] = [:]
      for (name, value) in httpResponse.allHeaderFields {
        if let name = name as? String, let value = value as? String { headers[name] = value }
      }
      let response = APIResponse(
        statusCode: httpResponse.statusCode, headers: headers, body: data, url: httpResponse.url)
      if (200..<300).contains(response.statusCode) { return .success(response) }
      return .failure(APIError(response: response, now: clock.date()))
    case .failure(let urlError):
      return .failure(APIError(urlError: urlError))
    case .tooLarge(let limit):
      return .failure(.responseTooLarge(limit: limit))
    case .tooManyRedirects(let limit):
      return .failure(.tooManyRedirects(limit: limit))
    case .notHTTP:
      return .failure(.invalidResponse(reason: "the response is not HTTP"))
    }
  }
}
