/// A value snapshot of one navigation stack: the pushed routes plus what is presented over them.
///
/// A full-screen cover, when both are set, sits on top of the sheet. Plans, restoration and
/// tests speak in this value; the ``Navigator`` holds the live one.
public struct NavigationState<Route: Hashable>: Hashable {
  public var path: [Route]
  public var sheet: Route?
  public var cover: Route?

  public init(path: [Route] = [], sheet: Route? = nil, cover: Route? = nil) {
    self.path = path
    self.sheet = sheet
    self.cover = cover
  }
}

extension NavigationState: Sendable where Route: Sendable {}
extension NavigationState: Codable where Route: Codable {}
