/// What a navigator presents over its stack: one route, as a sheet or as a full-screen cover.
///
/// A navigator holds at most one presentation because that is what SwiftUI can show: on iOS a
/// view controller presents one modal at a time, so a `.sheet` and a `.fullScreenCover` bound to
/// the same view cannot both be up. To stack modals, the presented content runs its own
/// coordinator with its own ``Navigator`` (a ``SubFlowCoordinator``), whose presentation is shown
/// by the presented view, over it.
public enum Presentation<Route: Hashable>: Hashable {
  /// A sheet.
  case sheet(Route)
  /// A full-screen cover where the platform has one; a sheet on macOS, which has none.
  case cover(Route)

  /// How a route is presented, without the route.
  public enum Style: Hashable, Sendable {
    /// A sheet.
    case sheet
    /// A full-screen cover (a sheet on macOS).
    case cover
  }

  /// The presented route.
  public var route: Route {
    switch self {
    case .sheet(let route), .cover(let route): route
    }
  }

  /// Whether it is a sheet or a cover.
  public var style: Style {
    switch self {
    case .sheet: .sheet
    case .cover: .cover
    }
  }

  /// `route` presented in `style`.
  public init(_ route: Route, style: Style) {
    switch style {
    case .sheet: self = .sheet(route)
    case .cover: self = .cover(route)
    }
  }
}

extension Presentation: Sendable where Route: Sendable {}
extension Presentation: Codable where Route: Codable {}
