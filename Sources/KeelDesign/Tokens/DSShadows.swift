import Foundation

/// Seed 002's elevation shadows. Dark appearance needs darker, stronger shadows to be seen at
/// all against dark surfaces, so each level has a value per appearance.
public enum DSShadows: String, CaseIterable, Hashable, Sendable {
  /// Shadow levels, flat to most lifted.
  case none, sm, md, lg

  /// This level's shadow in `appearance`.
  public func shadow(in appearance: Appearance) -> DSShadow {
    let opacity: Double
    let radius: CGFloat
    let y: CGFloat
    switch self {
    case .none: return DSShadow(color: RGBAColor(rgb: 0, alpha: 0), radius: 0, x: 0, y: 0)
    case .sm: (opacity, radius, y) = (appearance == .light ? 0.08 : 0.40, 2, 1)
    case .md: (opacity, radius, y) = (appearance == .light ? 0.12 : 0.50, 8, 4)
    case .lg: (opacity, radius, y) = (appearance == .light ? 0.16 : 0.60, 20, 10)
    }
    return DSShadow(color: RGBAColor(rgb: 0, alpha: opacity), radius: radius, x: 0, y: y)
  }
}

/// One drop shadow, as SwiftUI's `.shadow(color:radius:x:y:)` takes it.
public struct DSShadow: Hashable, Sendable {
  /// The shadow's colour, with its opacity.
  public let color: RGBAColor
  /// The blur radius, in points.
  public let radius: CGFloat
  /// The horizontal offset, in points.
  public let x: CGFloat
  /// The vertical offset, in points.
  public let y: CGFloat

  /// A shadow of `color`, blurred by `radius`, offset by `x` and `y`.
  public init(color: RGBAColor, radius: CGFloat, x: CGFloat, y: CGFloat) {
    self.color = color
    self.radius = radius
    self.x = x
    self.y = y
  }

  /// Whether the shadow draws anything.
  public var isVisible: Bool { color.alpha > 0 && (radius > 0 || x != 0 || y != 0) }
}
