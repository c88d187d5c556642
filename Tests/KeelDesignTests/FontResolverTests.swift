import KeelCore
import KeelDesign
import KeelTesting
import Testing

@Suite struct FontResolverTests {
  static let inter = FontFamily(
    name: "Inter",
    faces: [.regular: "Inter-Regular", .semibold: "Inter-SemiBold", .bold: "Inter-Bold"])

  @Test func theSystemFamilyAlwaysDrawsWithTheSystemFont() {
    let resolver = FontResolver(family: .system, availability: InstalledFonts([]))
    for weight in FontWeight.allCases { #expect(resolver.face(for: weight) == .system(weight)) }
    #expect(FontFamily.system.isSystem)
  }

  /// weight → the face drawn, with every face installed: a missing weight takes the nearest,
  /// the heavier on a tie (medium 500 is 100 from both regular 400 and semibold 600).
  @Test(arguments: [
    (FontWeight.regular, "Inter-Regular"),
    (.medium, "Inter-SemiBold"),
    (.semibold, "Inter-SemiBold"),
    (.bold, "Inter-Bold"),
  ])
  func eachWeightTakesItsFaceOrTheNearest(weight: FontWeight, face: String) {
    let installed = InstalledFonts(Set(Self.inter.faces.values))
    let resolver = FontResolver(family: Self.inter, availability: installed)
    #expect(resolver.face(for: weight) == .custom(postScriptName: face))
  }

  @Test func aFaceMissingFromTheBundleFallsBackAndIsLoggedOnce() {
    let capture = LogCapture()
    let resolver = FontResolver(
      family: Self.inter, availability: InstalledFonts(["Inter-Regular"]), logger: capture.logger("design"))
    #expect(resolver.face(for: .bold) == .custom(postScriptName: "Inter-Regular"))
    #expect(resolver.face(for: .bold) == .custom(postScriptName: "Inter-Regular"))
    #expect(resolver.face(for: .semibold) == .custom(postScriptName: "Inter-Regular"))
    // Bold and SemiBold are each reported once, naming the face and what draws instead.
    #expect(capture.records.count == 2, "\(capture.lines)")
    #expect(capture.records.allSatisfy { $0.level == .warning })
    #expect(capture.records.map { $0.metadata["face"] } == ["Inter-Bold", "Inter-SemiBold"])
    #expect(capture.records.first?.metadata["using"] == "Inter-Regular")
  }

  @Test func aFamilyWithNothingInstalledDrawsInTheSystemFont() {
    let capture = LogCapture()
    let resolver = FontResolver(family: Self.inter, availability: InstalledFonts([]), logger: capture.logger())
    #expect(resolver.face(for: .regular) == .system(.regular))
    #expect(capture.records.count == 3)
    #expect(capture.records.allSatisfy { $0.metadata["using"] == "the system font" })
  }
}
