import Foundation

/// Everything an ``APIClient`` needs to know about the API it talks to.
public struct APIConfiguration: Sendable {
  /// The URL every endpoint's path is resolved against; its own path and query are kept byte for byte.
  public var baseURL: URL
  /// Sent as `User-Agent` when set; otherwise URLSession's default applies.
  public var userAgent: String?
  /// The credentials basic-auth endpoints are sent with.
  public var credentials: APICredentials
  /// The app's mode (the raw value of the app's own `AppMode`), for endpoints that depend on it.
  public var appMode: String
  /// The app version the API is asked about (seed 000: the major version, or a fixed one).
  public var appVersion: String
  /// How long one attempt may wait for the server before it fails with ``APIError/timedOut``.
  /// On Linux, FoundationNetworking counts it in whole seconds: it is rounded up.
  public var requestTimeout: Duration
  /// The longest a call may take in all, retries and their waits included, measured on the
  /// client's ``APIClock``; `nil` for no limit. A per-call `timeLimit` overrides it.
  public var timeLimit: Duration?
  /// Responses larger than this many bytes fail with ``APIError/responseTooLarge(limit:)``.
  public var maximumResponseSize: Int
  /// Redirects followed per request before failing with ``APIError/tooManyRedirects(limit:)``.
  public var maximumRedirects: Int
  /// When and how failed idempotent requests are retried.
  public var retryPolicy: RetryPolicy

  /// A configuration for the API at `baseURL`; every other setting has a working default.
  public init(
    baseURL: URL,
    userAgent: String? = nil,
    credentials: APICredentials = .none,
    appMode: String = "default",
    appVersion: String = "1",
    requestTimeout: Duration = .seconds(30),
    timeLimit: Duration? = nil,
    maximumResponseSize: Int = 10 * 1024 * 1024,
    maximumRedirects: Int = 10,
    retryPolicy: RetryPolicy = .default
  ) {
    self.baseURL = baseURL
    self.userAgent = userAgent
    self.credentials = credentials
    self.appMode = appMode
    self.appVersion = appVersion
    self.requestTimeout = requestTimeout
    self.timeLimit = timeLimit
    self.maximumResponseSize = maximumResponseSize
    self.maximumRedirects = maximumRedirects
    self.retryPolicy = retryPolicy
  }

  /// Seed 000's shape of the basic credentials.
  public var basicAuth: (username: String, password: String)? {
    credentials.basic.map { ($0.username, $0.password) }
  }
}
