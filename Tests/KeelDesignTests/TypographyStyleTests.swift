import Testing

@testable import KeelDesign

@Suite struct TypographyStyleTests {
  /// Seed 000's table: style, size.
  static let seedTable: [(TypographyStyle, Double)] = [
    (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17), (.callout, 16),
    (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
  ]

  @Test func sizesAreTheSeedsTable() {
    #expect(TypographyStyle.allCases == Self.seedTable.map(\.0))
    for (style, size) in Self.seedTable {
      #expect(style.size == size, "\(style)")
      #expect(style.lineHeight > style.size, "\(style) needs leading")
    }
  }

  @Test func everyStyleHasTheFourWeightsExceptHeadline() {
    for style in TypographyStyle.allCases where style != .headline {
      #expect([style.regular, style.medium, style.semibold, style.bold].map(\.weight) == FontWeight.allCases)
    }
  }

  @Test func headlineDefaultsToAndOnlyHasSemibold() {
    #expect(TypographyStyle.headline.bold == TypographyStyle.headline.semibold)
    #expect(TypographyStyle.headline.defaultWeight == .semibold)
    #expect(TypographyStyle.body.defaultWeight == .regular)
  }

  @Test func eachStyleScalesWithItsDynamicTypeStyle() {
    let expected: [TypographyStyle: DynamicTypeStyle] = [
      .largeTitle: .largeTitle, .title1: .title, .title2: .title2, .title3: .title3, .headline: .headline,
      .body: .body, .callout: .callout, .subheadline: .subheadline, .footnote: .footnote, .caption1: .caption,
      .caption2: .caption2,
    ]
    for style in TypographyStyle.allCases {
      #expect(style.dynamicTypeStyle == expected[style], "\(style)")
    }
    #expect(Set(TypographyStyle.allCases.map(\.dynamicTypeStyle)).count == DynamicTypeStyle.allCases.count)
  }
}
