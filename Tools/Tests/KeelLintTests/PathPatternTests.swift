import Testing

@testable import KeelLint

@Suite struct PathPatternTests {
  @Test func doubleStarMatchesAnyNumberOfFolders() {
    let pattern = PathPattern("**/Generated/**")
    #expect(pattern.matches("Generated/L10n.swift"))
    #expect(pattern.matches("Examples/App/Sources/X/Generated/Deep/L10n.swift"))
    #expect(!pattern.matches("Sources/GeneratedCode/L10n.swift"))
    #expect(pattern.matchesEverythingBelow(folder: "Sources/X/Generated"))
    #expect(!pattern.matchesEverythingBelow(folder: "Sources/X"))
  }

  @Test func singleStarAndQuestionMarkStayWithinOneName() {
    #expect(PathPattern("**/.build*/**").matches("Tools/.build-release/x/y.swift"))
    #expect(PathPattern("Tools/Sources/*/Output.swift").matches("Tools/Sources/KeelCommands/Output.swift"))
    #expect(!PathPattern("Tools/Sources/*/Output.swift").matches("Tools/Sources/A/B/Output.swift"))
    #expect(PathPattern("Sources/?/x.swift").matches("Sources/A/x.swift"))
    #expect(!PathPattern("Sources/?/x.swift").matches("Sources/AB/x.swift"))
  }

  @Test func moduleNamePatterns() {
    #expect(Wildcard.matches("*Feature", "ItemsFeature"))
    #expect(Wildcard.matches("Keel*", "KeelCore"))
    #expect(!Wildcard.matches("*Feature", "FeatureFlags"))
  }
}
