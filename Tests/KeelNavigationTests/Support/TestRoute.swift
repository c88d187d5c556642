import KeelNavigation
import Logging

/// The routes the navigation tests navigate between.
enum TestRoute: Hashable, Codable, Sendable, CustomStringConvertible {
  case tab(String)
  case item(String)
  case profile

  var description: String {
    switch self {
    case .tab(let name): "tab(\(name))"
    case .item(let id): "item(\(id))"
    case .profile: "profile"
    }
  }
}

/// The parser an app with `keel://tab/<name>`, `keel://item/<id>` and `keel://profile` declares.
func makeTestParser(
  logger: Logger, queryItems: DeepLinkParser<TestRoute>.QueryItems = .reject
) -> DeepLinkParser<TestRoute> {
  DeepLinkParser(
    schemes: ["keel"],
    rules: [
      .init("tab", argument: .name(["items", "favorites", "settings"])) { .tab($0 ?? "") },
      .init("item", argument: .identifier) { .item($0 ?? "") },
      .init("profile") { _ in .profile },
    ],
    queryItems: queryItems,
    logger: logger)
}
