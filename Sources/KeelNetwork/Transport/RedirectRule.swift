import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What a followed redirect may carry. Everything the client, its adapters and the endpoint
/// put on a request (credentials, API keys, the user agent, the endpoint's own headers) is
/// meant for the API's origin — scheme, host and port — and goes only there:
///
/// - to the same origin, the redirected request keeps every header;
/// - to another origin, it keeps none of them, except the `Content-Type` of a body that a 307
///   or 308 sends again: it describes the body, not the caller, and without it URLSession would
///   label a JSON body as a form. URLSession adds its own defaults (user agent) again;
/// - from `https` to anything else, the redirect is not followed: the request ends with the
///   3xx response, reported as ``APIError/unexpectedStatus(_:)``.
enum RedirectRule {
  /// The request to send for a redirect URLSession `proposed` after `response`, or `nil` to
  /// refuse it. `original` is the request the client built, before any redirect.
  static func request(
    _ proposed: URLRequest, after response: HTTPURLResponse, original: URLRequest
  ) -> URLRequest? {
    if response.url?.scheme?.lowercased() == "https", proposed.url?.scheme?.lowercased() != "https" {
      return nil
    }
    guard !Origin(original.url).matches(Origin(proposed.url)) else { return proposed }
    let resendsBody = original.httpBody != nil && proposed.httpMethod == original.httpMethod
    var next = proposed
    for name in (original.allHTTPHeaderFields ?? [:]).keys {
      if resendsBody, name.caseInsensitiveCompare("Content-Type") == .orderedSame { continue }
      next.setValue(nil, forHTTPHeaderField: name)
    }
    return next
  }

  /// RFC 6454's origin: scheme, host and port, the port filled in from the scheme when the URL
  /// leaves it out (`http://api` and `http://api:80` are one origin).
  private struct Origin: Equatable {
    var scheme: String?
    var host: String?
    var port: Int?

    init(_ url: URL?) {
      scheme = url?.scheme?.lowercased()
      host = url?.host?.lowercased()
      port = url?.port ?? Self.defaultPorts[scheme ?? ""]
    }

    /// Two origins match only when both are known: a URL without a scheme or host has none.
    func matches(_ other: Origin) -> Bool {
      scheme != nil && host != nil && self == other
    }

    private static let defaultPorts = ["http": 80, "https": 443]
  }
}
