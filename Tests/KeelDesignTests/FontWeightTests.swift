import Testing

@testable import KeelDesign

@Suite struct FontWeightTests {
  @Test func theSeedsFourWeightsWithTheirCSSValues() {
    #expect(FontWeight.allCases == [.regular, .medium, .semibold, .bold])
    #expect(FontWeight.allCases.map(\.numericValue) == [400, 500, 600, 700])
  }
}
