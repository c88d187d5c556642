/// One pair of colours that must stay legible together: `foreground` drawn on `background` needs
/// a WCAG 2 contrast ratio of at least `minimum`.
public struct ContrastRequirement: Hashable, Sendable {
  /// Where the pair appears, e.g. "Petal (dark) button primary/pressed label".
  public let context: String
  public let foreground: DSColor
  /// Opaque: translucent surfaces are composited over what is behind them first.
  public let background: DSColor
  public let minimum: Double

  public init(context: String, foreground: DSColor, background: DSColor, minimum: Double) {
    self.context = context
    self.foreground = foreground
    self.background = background
    self.minimum = minimum
  }

  public var ratio: Double { foreground.rgba.contrastRatio(on: background.rgba) }
}

/// A pair that is not legible enough, naming both tokens and the ratio.
public struct ContrastFailure: Hashable, Sendable, CustomStringConvertible {
  public let requirement: ContrastRequirement
  public let ratio: Double

  public var description: String {
    "\(requirement.context): \(requirement.foreground) on \(requirement.background) is "
      + "\(ContrastAudit.format(ratio)), needs \(ContrastAudit.format(requirement.minimum))"
  }
}
