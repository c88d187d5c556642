/// Why a URL was not turned into a route; each case names what was wrong.
public enum DeepLinkError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The text is not a URL.
  case unparsable(String)
  /// The URL contains control characters or whitespace.
  case controlCharacters
  /// The URL contains percent-encoding, which deep links never use.
  case percentEncoding
  /// The URL's scheme (or its absence) is not one the parser allows.
  case foreignScheme(String?)
  /// The URL names no route.
  case missingHost
  /// No rule matches the route name.
  case unknownHost(String)
  /// The URL has parts deep links never use (user info, a port, a fragment, a query), named.
  case unexpectedParts(String)
  /// The route needs an argument and has none.
  case missingArgument(host: String)
  /// The route takes no argument and has one.
  case unexpectedArgument(host: String)
  /// The route's argument is not one of its allowed names.
  case unknownName(host: String, name: String)
  /// The route's identifier is not a valid slug, for `reason`.
  case invalidIdentifier(host: String, reason: String)
  /// The URL contains a `.` or `..` path segment.
  case pathTraversal

  public var description: String {
    switch self {
    case .unparsable(let text): "not a URL: \(text.debugDescription)"
    case .controlCharacters: "URL contains control characters or whitespace"
    case .percentEncoding: "URL contains percent-encoding, which deep links never use"
    case .foreignScheme(let scheme): "scheme \(scheme.map { "'\($0)'" } ?? "(none)") is not allowed"
    case .missingHost: "URL has an empty path (no route name)"
    case .unknownHost(let host): "unknown route '\(host)'"
    case .unexpectedParts(let what): "URL has unexpected \(what)"
    case .missingArgument(let host): "route '\(host)' needs an argument"
    case .unexpectedArgument(let host): "route '\(host)' takes no argument"
    case .unknownName(let host, let name): "route '\(host)' has no '\(name)'"
    case .invalidIdentifier(let host, let reason): "route '\(host)' identifier \(reason)"
    case .pathTraversal: "URL contains a '.' or '..' path segment"
    }
  }
}
