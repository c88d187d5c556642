/// A text style at a weight: what `.typography(.title1.bold)` applies.
///
/// `headline` is always semibold (seed 000): asking for another weight gives semibold, so a
/// headline looks the same wherever it is used.
public struct Typography: Hashable, Sendable, CustomStringConvertible {
  public let style: TypographyStyle
  public let weight: FontWeight

  public init(_ style: TypographyStyle, weight: FontWeight) {
    self.style = style
    self.weight = style == .headline ? .semibold : weight
  }

  public var size: Double { style.size }
  public var lineHeight: Double { style.lineHeight }
  public var dynamicTypeStyle: DynamicTypeStyle { style.dynamicTypeStyle }

  public var description: String { "\(style.rawValue).\(weight.rawValue)" }

  // MARK: - Styles, so `.typography(.title1.bold)` reads as in seed 000

  public static var largeTitle: TypographyStyle { .largeTitle }
  public static var title1: TypographyStyle { .title1 }
  public static var title2: TypographyStyle { .title2 }
  public static var title3: TypographyStyle { .title3 }
  public static var headline: TypographyStyle { .headline }
  public static var body: TypographyStyle { .body }
  public static var callout: TypographyStyle { .callout }
  public static var subheadline: TypographyStyle { .subheadline }
  public static var footnote: TypographyStyle { .footnote }
  public static var caption1: TypographyStyle { .caption1 }
  public static var caption2: TypographyStyle { .caption2 }
}
