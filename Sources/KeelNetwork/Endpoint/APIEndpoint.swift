import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Which credentials an endpoint needs.
public enum APIAuthorization: Sendable, Hashable {
  /// Sent without credentials.
  case none
  /// HTTP basic authentication with ``APIConfiguration/credentials``.
  case basic
  /// A bearer access token from the client's ``TokenRefresher``; a 401 triggers one refresh.
  case bearer
}

/// One request the app can make, as a value: path, method, query, headers, body and the
/// credentials it needs. Apps declare their API as static members:
///
/// ```swift
/// extension APIEndpoint {
///   static func getObjects(version: String) -> APIEndpoint {
///     APIEndpoint(path: "objects", query: ["version": version], auth: .basic)
///   }
/// }
/// ```
public struct APIEndpoint: Sendable, Hashable, CustomStringConvertible {
  /// Path relative to ``APIConfiguration/baseURL`` (a leading `/` is optional).
  public var path: String
  /// The request method.
  public var method: HTTPMethod
  /// Query items, sent with every reserved character escaped.
  public var queryItems: [URLQueryItem]
  /// Extra headers; adapters may add more (user agent, authorization).
  public var headers: [String: String]
  /// The request body, if any (see ``withJSONBody(_:encoder:)``).
  public var body: Data?
  /// Which credentials the request needs.
  public var auth: APIAuthorization
  /// Marks a non-idempotent method (POST, PATCH) as safe to retry, for endpoints whose server
  /// deduplicates (an idempotency key, a create-or-replace).
  public var isMarkedIdempotent: Bool

  /// An endpoint at `path`; a `GET` without query, headers, body or credentials by default.
  public init(
    path: String,
    method: HTTPMethod = .get,
    queryItems: [URLQueryItem] = [],
    headers: [String: String] = [:],
    body: Data? = nil,
    auth: APIAuthorization = .none,
    idempotent: Bool = false
  ) {
    self.path = path
    self.method = method
    self.queryItems = queryItems
    self.headers = headers
    self.body = body
    self.auth = auth
    self.isMarkedIdempotent = idempotent
  }

  /// Whether this endpoint needs any credentials (seed 000's `requiresAuth`).
  public var requiresAuth: Bool { auth != .none }

  /// Whether a failed attempt may be sent again: idempotent methods, or an endpoint marked so.
  public var isRetryable: Bool { method.isIdempotent || isMarkedIdempotent }

  /// A copy whose body is `value` encoded as JSON, with `Content-Type: application/json`.
  public func withJSONBody(
    _ value: some Encodable, encoder: JSONEncoder = JSONEncoder()
  ) throws(APIError)
    -> APIEndpoint
  {
    var copy = self
    do {
      copy.body = try encoder.encode(value)
    } catch {
      throw .invalidRequest(reason: "cannot encode \(type(of: value)) as JSON for \(method.rawValue) \(path): \(error)")
    }
    copy.headers["Content-Type"] = "application/json"
    return copy
  }

  /// The absolute URL of this endpoint under `baseURL`: the base URL's path and query exactly
  /// as they are encoded, then the path, then ``queryItems`` with every reserved character
  /// escaped (`+` as `%2B`, `&` as `%26`, a space as `%20`).
  public func url(relativeTo baseURL: URL) throws(APIError) -> URL {
    try url(relativeTo: baseURL, parsed: URLComponents(url: baseURL, resolvingAgainstBaseURL: true))
  }

  /// The URL relative to a base URL the caller has already parsed into `parsed` (`nil` when it
  /// could not be): the client parses its base URL once rather than for every request.
  func url(relativeTo baseURL: URL, parsed: URLComponents?) throws(APIError) -> URL {
    guard var components = parsed else {
      throw .invalidRequest(reason: "base URL '\(baseURL.absoluteString)' cannot be parsed")
    }
    let basePath =
      components.percentEncodedPath.hasSuffix("/")
      ? String(components.percentEncodedPath.dropLast()) : components.percentEncodedPath
    let trimmed = path.hasPrefix("/") ? String(path.dropFirst()) : path
    guard let encodedPath = trimmed.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) else {
      throw .invalidRequest(reason: "path '\(path)' cannot be percent-encoded")
    }
    components.percentEncodedPath = trimmed.isEmpty ? basePath : basePath + "/" + encodedPath
    // The base URL's query is kept byte for byte (a signed URL's `%2B` stays `%2B`); going
    // through `queryItems` would decode it and re-encode it differently.
    if !queryItems.isEmpty {
      let added = queryItems.map(Self.encode).joined(separator: "&")
      let base = components.percentEncodedQuery ?? ""
      components.percentEncodedQuery = base.isEmpty ? added : base + "&" + added
    }
    guard let url = components.url else {
      throw .invalidRequest(reason: "endpoint path '\(path)' does not form a URL with the base URL")
    }
    return url
  }

  public var description: String { "\(method.rawValue) \(path)" }

  /// `name=value` with every character that has a meaning in a query escaped — `+` too, which
  /// many servers read as a space, so `ada+test@example.com` arrives as sent. `/` and `?` are
  /// left as they are, as RFC 3986 §3.4 allows (and Alamofire does).
  private static func encode(_ item: URLQueryItem) -> String {
    let name = escape(item.name)
    guard let value = item.value else { return name }
    return name + "=" + escape(value)
  }

  private static func escape(_ string: String) -> String {
    // `nil` only for text that is not valid UTF-8, which a Swift `String` never is.
    string.addingPercentEncoding(withAllowedCharacters: queryValueAllowed) ?? string
  }

  private static let queryValueAllowed: CharacterSet = {
    var allowed = CharacterSet.urlQueryAllowed
    allowed.remove(charactersIn: ":#[]@!$&'()*+,;=")
    return allowed
  }()
}
