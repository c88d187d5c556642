import Foundation

/// Seed 002's spacing scale, on a 4-point grid (2 for hairline gaps).
/// `.padding(DSSpacing.md.points)`.
public enum DSSpacing: String, CaseIterable, Hashable, Sendable {
  /// Spacing steps, smallest to largest (``points``).
  case xxs, xs, sm, md, lg, xl, xxl, xxxl

  /// The spacing in points.
  public var points: CGFloat {
    switch self {
    case .xxs: 2
    case .xs: 4
    case .sm: 8
    case .md: 12
    case .lg: 16
    case .xl: 24
    case .xxl: 32
    case .xxxl: 48
    }
  }
}
