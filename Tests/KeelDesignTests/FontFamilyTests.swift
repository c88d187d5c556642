import KeelDesign
import Testing

@Suite struct FontFamilyTests {
  @Test func candidatesAreOrderedByDistanceThenHeavier() {
    #expect(FontResolverTests.inter.candidates(for: .medium) == ["Inter-SemiBold", "Inter-Regular", "Inter-Bold"])
    #expect(FontResolverTests.inter.candidates(for: .regular) == ["Inter-Regular", "Inter-SemiBold", "Inter-Bold"])
    #expect(FontFamily.system.candidates(for: .bold).isEmpty)
  }
}
