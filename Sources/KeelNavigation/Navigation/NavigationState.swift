/// A value snapshot of one navigation stack: the pushed routes plus what is presented over them.
///
/// At most one presentation (a sheet or a cover, see ``Presentation``), as SwiftUI can show.
/// Plans, restoration and tests speak in this value; the ``Navigator`` holds the live one.
public struct NavigationState<Route: Hashable>: Hashable {
  /// The pushed routes, root first.
  public var path: [Route]
  /// What is presented over the stack, if anything.
  public var presentation: Presentation<Route>?

  /// A state with `path` and `presentation`.
  public init(path: [Route] = [], presentation: Presentation<Route>? = nil) {
    self.path = path
    self.presentation = presentation
  }
}

extension NavigationState: Sendable where Route: Sendable {}
extension NavigationState: Codable where Route: Codable {}
