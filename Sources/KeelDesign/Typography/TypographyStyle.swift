/// Seed 000's typography scale: the iOS Human Interface Guidelines sizes at the default
/// ("Large") content size, each scaling with its Dynamic Type text style.
public enum TypographyStyle: String, CaseIterable, Hashable, Sendable {
  /// A step of the type scale, `largeTitle` (34 pt) to `caption2` (11 pt), after Apple's text styles.
  case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

  /// Point size at the default content size (seed 000's table).
  public var size: Double {
    switch self {
    case .largeTitle: 34
    case .title1: 28
    case .title2: 22
    case .title3: 20
    case .headline, .body: 17
    case .callout: 16
    case .subheadline: 15
    case .footnote: 13
    case .caption1: 12
    case .caption2: 11
    }
  }

  /// Line height (leading) from the HIG's type scale, so layouts and the style guide match iOS.
  public var lineHeight: Double {
    switch self {
    case .largeTitle: 41
    case .title1: 34
    case .title2: 28
    case .title3: 25
    case .headline, .body: 22
    case .callout: 21
    case .subheadline: 20
    case .footnote: 18
    case .caption1: 16
    case .caption2: 13
    }
  }

  /// The Dynamic Type style this one scales with.
  public var dynamicTypeStyle: DynamicTypeStyle {
    switch self {
    case .largeTitle: .largeTitle
    case .title1: .title
    case .title2: .title2
    case .title3: .title3
    case .headline: .headline
    case .body: .body
    case .callout: .callout
    case .subheadline: .subheadline
    case .footnote: .footnote
    case .caption1: .caption
    case .caption2: .caption2
    }
  }

  /// What the style is for (seed 000's table), shown in the style guide.
  public var useCase: String {
    switch self {
    case .largeTitle: "Screen titles"
    case .title1: "Section headers"
    case .title2: "Subsection headers"
    case .title3: "Small headers"
    case .headline: "Emphasized body text (always semibold)"
    case .body: "Primary body text"
    case .callout: "Secondary text"
    case .subheadline: "Descriptive text"
    case .footnote: "Supporting text"
    case .caption1: "Fine print"
    case .caption2: "Very small text"
    }
  }

  /// The weight used when none is asked for: semibold for `headline`, regular otherwise.
  public var defaultWeight: FontWeight { self == .headline ? .semibold : .regular }

  // MARK: - Weights (`.title1.bold`)

  /// This style, regular weight.
  public var regular: Typography { Typography(self, weight: .regular) }
  /// This style, medium weight.
  public var medium: Typography { Typography(self, weight: .medium) }
  /// This style, semibold weight.
  public var semibold: Typography { Typography(self, weight: .semibold) }
  /// This style, bold weight.
  public var bold: Typography { Typography(self, weight: .bold) }
}
