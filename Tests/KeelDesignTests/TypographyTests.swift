import Testing

@testable import KeelDesign

@Suite struct TypographyTests {
  @Test func headlineIsAlwaysSemibold() {
    for weight in FontWeight.allCases {
      #expect(Typography(.headline, weight: weight).weight == .semibold)
    }
    #expect(Typography(.body, weight: .bold).weight == .bold)
  }

  @Test func readsAsInTheSeed() {
    func apply(_ typography: Typography) -> Typography { typography }
    let title = apply(.title1.bold)
    #expect(title.style == .title1 && title.weight == .bold && title.size == 28)
    #expect(apply(.caption2.medium).description == "caption2.medium")
  }
}
