import Testing

@testable import KeelDesign

@Suite struct DSSpacingTests {
  @Test func scaleGrowsOnAFourPointGrid() {
    let points = DSSpacing.allCases.map(\.points)
    #expect(points == points.sorted() && Set(points).count == points.count)
    for spacing in DSSpacing.allCases where spacing != .xxs {
      #expect(spacing.points.truncatingRemainder(dividingBy: 4) == 0, "\(spacing)")
    }
    #expect(DSSpacing.lg.points == 16)
  }
}
