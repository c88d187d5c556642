import Foundation

/// Seed 002's corner radii. `pill` is larger than any control is tall, so it draws a capsule.
public enum DSRadii: String, CaseIterable, Hashable, Sendable {
  /// Corner radii, square to fully rounded (``pill``).
  case none, xs, sm, md, lg, xl, pill

  /// The radius in points.
  public var points: CGFloat {
    switch self {
    case .none: 0
    case .xs: 4
    case .sm: 8
    case .md: 12
    case .lg: 16
    case .xl: 24
    case .pill: 999
    }
  }
}
