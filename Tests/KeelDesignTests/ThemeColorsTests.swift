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

  @Test(arguments: ThemeRole.allCases)
  func colorsSubscriptWritesOnlyTheRoleItNames(role: ThemeRole) {
    let original = Theme.standard.colors
    let unused = Palette.secondary300
    #expect(ThemeRole.allCases.allSatisfy { original[$0] != unused })
    var colors = original
    colors[role] = unused
    for other in ThemeRole.allCases {
      #expect(colors[other] == (other == role ? unused : original[other]), "writing \(role) changed \(other)")
    }
  }
}
