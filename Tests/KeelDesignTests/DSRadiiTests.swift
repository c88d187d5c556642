import Testing

@testable import KeelDesign

@Suite struct DSRadiiTests {
  @Test func radiiGrowAndPillIsACapsuleForAnyControl() {
    let points = DSRadii.allCases.map(\.points)
    #expect(points == points.sorted() && Set(points).count == points.count)
    #expect(DSRadii.none.points == 0)
    // Half the tallest control (a 56-point large button) is 28; pill must exceed it.
    #expect(DSRadii.pill.points > 28)
  }
}
