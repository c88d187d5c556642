import Testing

@testable import KeelDesign

@Suite struct ThemeTests {
  @Test func thereAreSeveralBuiltInThemesWithDistinctIDs() {
    #expect(Theme.builtIn.count >= 2)
    #expect(Set(Theme.builtIn.map(\.id)).count == Theme.builtIn.count)
    #expect(Set(Theme.builtIn.map(\.name)).count == Theme.builtIn.count)
  }

  @Test func themesLookDifferent() {
    #expect(Theme.standard.colors.accent != Theme.petal.colors.accent)
    #expect(Theme.standard.controlRadius != Theme.petal.controlRadius)
    #expect(Theme.petal.fontDesign == .rounded)
    #expect(Theme.highContrast.colors.textSecondary != Theme.standard.colors.textSecondary)
  }

  @Test(arguments: Theme.builtIn)
  func everyRoleResolvesToItsTokenInBothAppearances(theme: Theme) {
    for role in ThemeRole.allCases {
      let token = theme.colors[role]
      for appearance in Appearance.allCases {
        let color = theme.color(role, in: appearance)
        #expect(color.name == token.rawValue)
        #expect(color.rgba == token.color(in: appearance))
      }
    }
  }
}

extension Theme: CustomTestStringConvertible {
  public var testDescription: String { name }
}
