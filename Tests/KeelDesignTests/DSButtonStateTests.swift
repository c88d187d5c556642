import Testing

@testable import KeelDesign

@Suite struct DSButtonStateTests {
  @Test func stateFollowsSwiftUIsFlagsWithDisabledFirst() {
    #expect(DSButtonState(isEnabled: true, isPressed: false, isLoading: false) == .normal)
    #expect(DSButtonState(isEnabled: true, isPressed: true, isLoading: false) == .pressed)
    #expect(DSButtonState(isEnabled: true, isPressed: true, isLoading: true) == .loading)
    #expect(DSButtonState(isEnabled: false, isPressed: true, isLoading: true) == .disabled)
  }
}
