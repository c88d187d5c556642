/// Why a URL was not turned into a route; each case names what was wrong.
public enum DeepLinkError: Error, Equatable, Sendable, CustomStringConvertible {
  case unparsable(String)
  case controlCharacters
  case percentEncoding
  case foreignScheme(String?)
  case missingHost
  case unknownHost(String)
  case unexpectedParts(String)
  case missingArgument(host: String)
  case unexpectedArgument(host: String)
  case unknownName(host: String, name: String)
  case invalidIdentifier(host: String, reason: String)
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
