/// One pair of colours that must stay legible together: `foreground` drawn on `background` needs
/// a WCAG 2 contrast ratio of at least `minimum`.
public struct ContrastRequirement: Hashable, Sendable {
  /// Where the pair appears, e.g. "Petal (dark) button primary/pressed label".
  public let context: String
  /// The text or mark's colour.
  public let foreground: DSColor
  /// Opaque: translucent surfaces are composited over what is behind them first.
  public let background: DSColor
  /// The smallest acceptable contrast ratio.
  public let minimum: Double

  /// A requirement that `foreground` on `background` reaches `minimum`, described by `context`.
  public init(context: String, foreground: DSColor, background: DSColor, minimum: Double) {
    self.context = context
    self.foreground = foreground
    self.background = background
    self.minimum = minimum
  }

  /// The pair's WCAG 2 contrast ratio.
  public var ratio: Double { foreground.rgba.contrastRatio(on: background.rgba) }
}

/// A pair that is not legible enough, naming both tokens and the ratio.
public struct ContrastFailure: Hashable, Sendable, CustomStringConvertible {
  /// The requirement that failed.
  public let requirement: ContrastRequirement
  /// The ratio the pair has.
  public let ratio: Double

  public var description: String {
    "\(requirement.context): \(requirement.foreground) on \(requirement.background) is "
      + "\(ContrastAudit.format(ratio)), needs \(ContrastAudit.format(requirement.minimum))"
  }
}
