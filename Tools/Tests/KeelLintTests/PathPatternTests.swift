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

  /// Found by LintConfigurationFuzz (24 Nov 2026): a glob with many `*` in one name, or many
  /// `**`, against a name or path it does not match, tried every split at every star, so the
  /// time grew exponentially with the stars and `keel lint` hung on such a `.keel-lint.json`
  /// (the fuzzer's input ran for 11 minutes before it was stopped). The time limit only turns a
  /// hang into a failure; the cases take microseconds.
  @Test(.timeLimit(.minutes(1))) func manyStarsThatDoNotMatchEndQuickly() {
    let name = String(repeating: "a", count: 64)
    #expect(!Wildcard.matches(String(repeating: "*a", count: 32) + "*b", name))
    #expect(Wildcard.matches(String(repeating: "*a", count: 32) + "*", name))
    let path = Array(repeating: "a", count: 48).joined(separator: "/")
    #expect(!PathPattern(Array(repeating: "**/a", count: 24).joined(separator: "/") + "/**/b").matches(path))
    #expect(PathPattern(Array(repeating: "**/a", count: 24).joined(separator: "/") + "/**").matches(path))
    #expect(!PathPattern(Array(repeating: "**/*a*a*a", count: 8).joined(separator: "/") + "/b").matches(path))
  }

  /// The matchers give what trying every split gives (the definition of a glob) on every pattern
  /// and text of a small alphabet up to a few units long.
  @Test func matchersAgreeWithTryingEverySplit() {
    var mismatches: [String] = []
    for pattern in Self.words(over: ["a", "b", "*", "?"], upTo: 4) {
      for text in Self.words(over: ["a", "b"], upTo: 6)
      where Wildcard.matches(pattern.joined(), text.joined())
        != Self.everySplit(Array(pattern.joined())[...], Array(text.joined())[...])
      {
        mismatches.append("\(pattern.joined()) \(text.joined())")
      }
    }
    for components in Self.words(over: ["**", "a", "b", "*", "a*"], upTo: 3) {
      for folders in Self.words(over: ["a", "b", "ab"], upTo: 4)
      where PathPattern(components.joined(separator: "/")).matches(folders.joined(separator: "/"))
        != Self.everySplit(components[...], folders[...])
      {
        mismatches.append("\(components) \(folders)")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
  }

  /// Every sequence of `units` from empty to `length` long.
  private static func words(over units: [String], upTo length: Int) -> [[String]] {
    var all: [[String]] = [[]]
    var last: [[String]] = [[]]
    for _ in 0..<length {
      last = last.flatMap { word in units.map { word + [$0] } }
      all += last
    }
    return all
  }

  /// Characters: `*` any run, `?` one, others themselves. Components: `**` any run of
  /// components, others one component by `Wildcard`.
  private static func everySplit(_ pattern: ArraySlice<Character>, _ text: ArraySlice<Character>) -> Bool {
    guard let first = pattern.first else { return text.isEmpty }
    if first == "*" {
      return text.indices.contains { everySplit(pattern.dropFirst(), text[$0...]) }
        || everySplit(pattern.dropFirst(), [])
    }
    guard let head = text.first, first == "?" || first == head else { return false }
    return everySplit(pattern.dropFirst(), text.dropFirst())
  }

  private static func everySplit(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
    guard let first = pattern.first else { return path.isEmpty }
    if first == "**" {
      return path.indices.contains { everySplit(pattern.dropFirst(), path[$0...]) }
        || everySplit(pattern.dropFirst(), [])
    }
    guard let head = path.first, Self.everySplit(Array(first)[...], Array(head)[...]) else { return false }
    return everySplit(pattern.dropFirst(), path.dropFirst())
  }
}
