import Testing

@testable import KeelDesign

@Suite struct DSListRowStateTests {
  @Test func stateFollowsSwiftUIsFlagsWithDisabledFirst() {
    #expect(DSListRowState(isEnabled: true, isPressed: false, isSelected: false) == .normal)
    #expect(DSListRowState(isEnabled: true, isPressed: false, isSelected: true) == .selected)
    #expect(DSListRowState(isEnabled: true, isPressed: true, isSelected: true) == .pressed)
    #expect(DSListRowState(isEnabled: false, isPressed: true, isSelected: true) == .disabled)
  }
}
