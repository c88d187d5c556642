import Testing

@testable import KeelDesign

@Suite struct DSListRowAccessoryTests {
  @Test func accessoriesAreSFSymbols() {
    #expect(DSListRowAccessory.chevron.systemImageName == "chevron.right")
    #expect(DSListRowAccessory.checkmark.systemImageName == "checkmark")
  }
}
