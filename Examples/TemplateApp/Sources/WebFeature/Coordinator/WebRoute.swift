import Foundation

/// What the root, restoration and tests name in the web flow: the page the remote status asked
/// for (`.one(url)`). The web root is one screen without a stack, so this is its only route.
public enum WebRoute: Hashable, Codable, Sendable {
  case page(URL)
}
