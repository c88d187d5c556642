import Testing

@testable import AppScaffold

@Suite struct SampleMarkersTests {
  static let source = """
    import AppFeature
    // keel:sample begin
    import ItemsFeature
    // keel:sample end
    let tabs = [
      # keel:sample begin
      "items",
      # keel:sample end
      "settings",
    ]
    """

  @Test func aFullAppKeepsTheMarkedLinesWithoutTheMarkers() throws {
    let text = try SampleMarkers.strip(Self.source, removingSamples: false, path: "A.swift")
    #expect(text == "import AppFeature\nimport ItemsFeature\nlet tabs = [\n  \"items\",\n  \"settings\",\n]")
  }

  @Test func aMinimalAppLosesTheMarkedLines() throws {
    let text = try SampleMarkers.strip(Self.source, removingSamples: true, path: "A.swift")
    #expect(text == "import AppFeature\nlet tabs = [\n  \"settings\",\n]")
  }

  @Test func aFileThatIsOneMarkedRegionIsLeftOut() throws {
    let file = "// keel:sample begin\nimport ItemsFeature\nextension A {}\n// keel:sample end\n"
    #expect(try SampleMarkers.strip(file, removingSamples: true, path: "A.swift") == nil)
    #expect(
      try SampleMarkers.strip(file, removingSamples: false, path: "A.swift") == "import ItemsFeature\nextension A {}\n")
  }

  @Test func aFileWithoutMarkersIsUntouched() throws {
    let file = "let a = 1\n\n"
    #expect(try SampleMarkers.strip(file, removingSamples: true, path: "A.swift") == file)
    #expect(try SampleMarkers.strip("", removingSamples: true, path: "A.swift") == "")
  }

  @Test(arguments: [
    ("a\n// keel:sample begin\nb\n", "A.swift:2: 'keel:sample begin' has no 'keel:sample end'"),
    ("a\n// keel:sample end\n", "A.swift:2: 'keel:sample end' without a 'keel:sample begin' before it"),
    (
      "// keel:sample begin\n// keel:sample begin\n// keel:sample end\n",
      "A.swift:2: 'keel:sample begin' inside the region opened at line 1"
    ),
    ("// keel:sample start\n", "A.swift:1: unknown marker"),
  ])
  func aBrokenMarkerNamesTheFileAndLine(text: String, message: String) {
    #expect {
      _ = try SampleMarkers.strip(text, removingSamples: false, path: "A.swift")
    } throws: { error in
      "\(error)".contains(message)
    }
  }
}
