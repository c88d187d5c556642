import Testing

@testable import KeelDesign

@Suite struct ThemeColorsTests {
  @Test func colorsSubscriptWritesTheRoleItNames() {
    var colors = Theme.standard.colors
    for role in ThemeRole.allCases {
      colors[role] = .secondary300
      #expect(colors[role] == .secondary300)
    }
    #expect(ThemeRole.allCases.allSatisfy { colors[$0] == .secondary300 })
  }
}
