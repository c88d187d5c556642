import Foundation
import KeelCore
import Logging

/// Parses `<scheme>://<host>[/<argument>]` URLs into an app's routes.
///
/// Apps declare their routes as rules (`tab/<name>`, `item/<id>`, `profile`...); the parser
/// owns the checks every app needs: an allow-listed scheme, no percent-encoding, control
/// characters or dot segments, no fragment, user info or port, and slug identifiers
/// (`[A-Za-z0-9_-]{1,64}`, DESIGN "Identifiers"). A query is rejected too, unless the parser is
/// made with ``QueryItems/ignore`` (DESIGN "Deep-link query items": marketing links carry
/// `?utm_…` items the app does not read). A rejected URL is logged with its reason.
public struct DeepLinkParser<Route: Sendable>: Sendable {
  /// What to do with a link's query (`?utm_source=mail`).
  public enum QueryItems: Sendable {
    /// The link is rejected: no route of this app reads a query.
    case reject
    /// The query is dropped and the link parsed without it; ``route(for:)-(String)`` logs the
    /// names of the items it dropped (never their values, which may identify a person). The
    /// query's own percent-encoding is allowed, since its values are never read.
    case ignore
  }

  /// What follows the host.
  public enum Argument: Sendable {
    /// Nothing: `<scheme>://profile`.
    case none
    /// A slug identifier: `<scheme>://item/<id>`.
    case identifier
    /// One of a fixed set of names: `<scheme>://tab/<name>`.
    case name(Set<String>)
  }

  /// How one route name (the URL's host) becomes a route.
  public struct Rule: Sendable {
    /// The route name, matched exactly.
    public let host: String
    /// What may follow the name.
    public let argument: Argument
    /// Makes the route from the argument (`nil` for ``Argument/none``).
    public let makeRoute: @Sendable (String?) -> Route

    /// A rule for `host` taking `argument`, turned into a route by `makeRoute`.
    public init(_ host: String, argument: Argument = .none, makeRoute: @escaping @Sendable (String?) -> Route) {
      self.host = host
      self.argument = argument
      self.makeRoute = makeRoute
    }
  }

  /// The longest identifier accepted.
  public static var maximumIdentifierLength: Int { 64 }

  /// The URL schemes accepted, lower-cased.
  public let schemes: Set<String>
  /// What is done with a link's query.
  public let queryItems: QueryItems
  private let rules: [String: Rule]
  private let logger: Logger

  /// `schemes` are compared case-insensitively; rule hosts are matched exactly.
  public init(
    schemes: Set<String>, rules: [Rule], queryItems: QueryItems = .reject,
    logger: Logger = KeelLogging.logger("navigation.deeplinks")
  ) {
    self.schemes = Set(schemes.map { $0.lowercased() })
    self.queryItems = queryItems
    self.rules = Dictionary(rules.map { ($0.host, $0) }, uniquingKeysWith: { first, _ in first })
    self.logger = logger
  }

  /// The route for `text`, or `nil` after logging why it was rejected. An ignored query is
  /// logged too (at `info`), with the names of its items.
  public func route(for text: String) -> Route? {
    switch parse(text) {
    case .success(let route):
      if queryItems == .ignore, let query = Self.query(of: text) {
        logger.info(
          "deep link query items ignored",
          metadata: [
            "items": "\(Self.itemNames(in: query))", "url": "\(Self.removingQuery(from: text).debugDescription)",
          ])
      }
      return route
    case .failure(let error):
      logger.warning("deep link rejected: \(error)", metadata: ["url": "\(text.debugDescription)"])
      return nil
    }
  }

  /// The route for `url`, or `nil` after logging why it was rejected.
  public func route(for url: URL) -> Route? { route(for: url.absoluteString) }

  /// The route for `text`, or the error that names what was wrong with it.
  // keel-lint:disable-next-line cyclomatic-complexity — one early return per way a link is malformed, in order
  public func parse(_ text: String) -> Result<Route, DeepLinkError> {
    // Checked on the raw text, before Foundation normalises anything away.
    if text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0 == " " }) {
      return .failure(.controlCharacters)
    }
    // An ignored query is never read, so only the rest of the link must be free of encoding.
    let readText = queryItems == .ignore ? Self.removingQuery(from: text) : text
    if readText.contains("%") { return .failure(.percentEncoding) }
    guard let components = URLComponents(string: readText) else { return .failure(.unparsable(text)) }
    guard let scheme = components.scheme?.lowercased(), schemes.contains(scheme) else {
      return .failure(.foreignScheme(components.scheme))
    }
    if components.query != nil { return .failure(.unexpectedParts("query")) }
    if components.fragment != nil { return .failure(.unexpectedParts("fragment")) }
    if components.user != nil || components.password != nil || components.port != nil {
      return .failure(.unexpectedParts("user, password or port"))
    }
    let segments = components.path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
    if segments.contains(where: { $0 == "." || $0 == ".." }) { return .failure(.pathTraversal) }
    guard let host = components.host, !host.isEmpty else { return .failure(.missingHost) }
    if host == "." || host == ".." { return .failure(.pathTraversal) }
    guard let rule = rules[host] else { return .failure(.unknownHost(host)) }
    let arguments = Array(segments)
    if arguments.count > 1 || arguments.first == "" && components.path != "/" && components.path != "" {
      return .failure(.unexpectedParts("path segments after the argument"))
    }
    let argument = arguments.first.map(String.init).flatMap { $0.isEmpty ? nil : $0 }
    switch rule.argument {
    case .none:
      guard argument == nil else { return .failure(.unexpectedArgument(host: host)) }
      return .success(rule.makeRoute(nil))
    case .name(let names):
      guard let argument else { return .failure(.missingArgument(host: host)) }
      guard names.contains(argument) else { return .failure(.unknownName(host: host, name: argument)) }
      return .success(rule.makeRoute(argument))
    case .identifier:
      guard let argument else { return .failure(.missingArgument(host: host)) }
      if let reason = Self.identifierProblem(argument) {
        return .failure(.invalidIdentifier(host: host, reason: reason))
      }
      return .success(rule.makeRoute(argument))
    }
  }

  /// The query of `text` (between the first `?` and a following `#`), or nil when it has none.
  /// A `?` after the `#` belongs to the fragment.
  static func query(of text: String) -> Substring? {
    guard let range = queryRange(in: text) else { return nil }
    return text[text.index(after: range.lowerBound)..<range.upperBound]
  }

  /// `text` without its query and the `?` that starts it.
  static func removingQuery(from text: String) -> String {
    guard let range = queryRange(in: text) else { return text }
    return String(text[..<range.lowerBound] + text[range.upperBound...])
  }

  /// From the `?` that starts the query up to the fragment's `#` or the end.
  private static func queryRange(in text: String) -> Range<String.Index>? {
    guard let question = text.firstIndex(of: "?") else { return nil }
    if let hash = text.firstIndex(of: "#"), hash < question { return nil }
    return question..<(text[question...].firstIndex(of: "#") ?? text.endIndex)
  }

  /// The names of the query's items, in order (`utm_source=mail&ref` → `utm_source, ref`).
  static func itemNames(in query: Substring) -> String {
    query.split(separator: "&").map { $0.split(separator: "=", maxSplits: 1).first.map(String.init) ?? "" }
      .joined(separator: ", ")
  }

  /// Why `identifier` is not a slug, or `nil` if it is one.
  static func identifierProblem(_ identifier: String) -> String? {
    if identifier.unicodeScalars.count > maximumIdentifierLength {
      return "is longer than \(maximumIdentifierLength) characters"
    }
    let allowed = identifier.unicodeScalars.allSatisfy { scalar in
      scalar.isASCII
        && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-")
    }
    return allowed ? nil : "'\(identifier)' has characters outside [A-Za-z0-9_-]"
  }
}
