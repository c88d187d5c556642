/// A text style at a weight: what `.typography(.title1.bold)` applies.
///
/// `headline` is always semibold (seed 000): asking for another weight gives semibold, so a
/// headline looks the same wherever it is used.
public struct Typography: Hashable, Sendable, CustomStringConvertible {
  /// The step of the type scale.
  public let style: TypographyStyle
  /// The weight.
  public let weight: FontWeight

  /// `style` at `weight`.
  public init(_ style: TypographyStyle, weight: FontWeight) {
    self.style = style
    self.weight = style == .headline ? .semibold : weight
  }

  /// The point size at the default Dynamic Type size.
  public var size: Double { style.size }
  /// The line height in points.
  public var lineHeight: Double { style.lineHeight }
  /// The Dynamic Type style it scales with.
  public var dynamicTypeStyle: DynamicTypeStyle { style.dynamicTypeStyle }

  public var description: String { "\(style.rawValue).\(weight.rawValue)" }

  // MARK: - Styles, so `.typography(.title1.bold)` reads as in seed 000

  /// ``TypographyStyle/largeTitle``, so `.largeTitle.bold` reads as a typography.
  public static var largeTitle: TypographyStyle { .largeTitle }
  /// ``TypographyStyle/title1``, so `.title1.bold` reads as a typography.
  public static var title1: TypographyStyle { .title1 }
  /// ``TypographyStyle/title2``, so `.title2.bold` reads as a typography.
  public static var title2: TypographyStyle { .title2 }
  /// ``TypographyStyle/title3``, so `.title3.bold` reads as a typography.
  public static var title3: TypographyStyle { .title3 }
  /// ``TypographyStyle/headline``, so `.headline.bold` reads as a typography.
  public static var headline: TypographyStyle { .headline }
  /// ``TypographyStyle/body``, so `.body.bold` reads as a typography.
  public static var body: TypographyStyle { .body }
  /// ``TypographyStyle/callout``, so `.callout.bold` reads as a typography.
  public static var callout: TypographyStyle { .callout }
  /// ``TypographyStyle/subheadline``, so `.subheadline.bold` reads as a typography.
  public static var subheadline: TypographyStyle { .subheadline }
  /// ``TypographyStyle/footnote``, so `.footnote.bold` reads as a typography.
  public static var footnote: TypographyStyle { .footnote }
  /// ``TypographyStyle/caption1``, so `.caption1.bold` reads as a typography.
  public static var caption1: TypographyStyle { .caption1 }
  /// ``TypographyStyle/caption2``, so `.caption2.bold` reads as a typography.
  public static var caption2: TypographyStyle { .caption2 }
}
