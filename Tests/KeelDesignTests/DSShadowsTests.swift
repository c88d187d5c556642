import Testing

@testable import KeelDesign

@Suite struct DSShadowsTests {
  @Test func levelsGrowAndNoneDrawsNothing() {
    for appearance in Appearance.allCases {
      #expect(!DSShadows.none.shadow(in: appearance).isVisible)
      let levels = [DSShadows.sm, .md, .lg].map { $0.shadow(in: appearance) }
      #expect(levels.allSatisfy { $0.isVisible })
      #expect(levels.map(\.radius) == levels.map(\.radius).sorted())
      #expect(levels.map(\.y) == levels.map(\.y).sorted())
    }
  }

  @Test func darkShadowsAreStrongerSoTheyShowOnDarkSurfaces() {
    for level in [DSShadows.sm, .md, .lg] {
      #expect(level.shadow(in: .dark).color.alpha > level.shadow(in: .light).color.alpha, "\(level)")
    }
  }
}
