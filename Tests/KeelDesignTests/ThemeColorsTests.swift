import Testing

@testable import KeelDesign

@Suite struct ThemeColorsTests {
  @Test func eachRoleGetsTheTokenTheThemeNamesForIt() {
    let tokens = Array(Palette.allCases.prefix(ThemeRole.allCases.count))
    let colors = ThemeColors { role in tokens[ThemeRole.allCases.firstIndex(of: role)!] }
    for (role, token) in zip(ThemeRole.allCases, tokens) {
      #expect(colors[role] == token, "\(role)")
    }
  }

  @Test func colorsSubscriptWritesTheRoleItNames() {
    var colors = Theme.standard.colors
    for role in ThemeRole.allCases {
      colors[role] = .secondary300
      #expect(colors[role] == .secondary300)
    }
    #expect(ThemeRole.allCases.allSatisfy { colors[$0] == .secondary300 })
  }
}
