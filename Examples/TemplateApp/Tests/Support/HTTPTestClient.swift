import Foundation
import KeelNetwork

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A plain HTTP client for tests that talk to the development server directly (the app's own
/// client is KeelNetwork's `APIClient`; this one sends exactly what a test writes, including
/// malformed bodies).
public struct HTTPTestClient: Sendable {
  public struct Response: Sendable {
    public let status: Int
    public let body: Data
    public let headers: [String: String]

    public var text: String { String(decoding: body, as: UTF8.self) }

    /// The body decoded as `type`; fails the test's `try` with the decoding error.
    public func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
      let decoder = JSONDecoder()
      decoder.dateDecodingStrategy = .iso8601
      return try decoder.decode(type, from: body)
    }

    /// The JSON object of the body (for asserting on fields without declaring types); empty
    /// when the body is not a JSON object, so assert on ``text`` to tell `{}` from garbage.
    public var json: [String: Any] {
      (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:]
    }
  }

  public let baseURL: URL
  private let session: URLSession

  public init(baseURL: URL) {
    self.baseURL = baseURL
    let configuration = URLSessionConfiguration.ephemeral
    // Long: on a loaded machine (load 11 on 2 cores) a 1 MB upload the server refuses unread
    // passed 10 s without progress; no test here is about the client's timeout.
    configuration.timeoutIntervalForRequest = 60
    session = URLSession(configuration: configuration)
  }

  public func send(
    _ method: String, _ path: String, headers: [String: String] = [:], body: Data? = nil
  ) async throws -> Response {
    var request = URLRequest(url: URL(string: baseURL.absoluteString + path)!)
    request.httpMethod = method
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    if let body {
      request.httpBody = body
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    }
    let (data, response) = try await session.data(for: request)
    guard let http = response as? HTTPURLResponse else { throw HTTPTestClientError.notHTTP(method, path) }
    var fields: [String: String] = [:]
    for (name, value) in http.allHeaderFields {
      if let name = name as? String, let value = value as? String { fields[name.lowercased()] = value }
    }
    return Response(status: http.statusCode, body: data, headers: fields)
  }

  public func send(
    _ method: String, _ path: String, headers: [String: String] = [:], json: [String: Any]
  ) async throws -> Response {
    try await send(method, path, headers: headers, body: try JSONSerialization.data(withJSONObject: json))
  }
}

public enum HTTPTestClientError: Error {
  case notHTTP(String, String)
}

/// Authorization header values built from credentials generated at run time.
public enum AuthorizationHeader {
  public static func basic(user: String, password: String) -> [String: String] {
    ["Authorization": BasicCredentials(username: user, password: password).authorizationHeaderValue]
  }

  public static func bearer(_ accessToken: String) -> [String: String] {
    ["Authorization": "Bearer " + accessToken]
  }
}
