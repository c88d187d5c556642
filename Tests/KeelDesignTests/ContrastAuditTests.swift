import Testing

@testable import KeelDesign

@Suite struct ContrastAuditTests {
  static let cases: [(Theme, Appearance)] = Theme.builtIn.flatMap { theme in
    Appearance.allCases.map { (theme, $0) }
  }

  @Test(arguments: cases)
  func everyThemePassesInLightAndDark(theme: Theme, appearance: Appearance) {
    let failures = ContrastAudit.failures(theme: theme, appearance: appearance)
    #expect(failures.isEmpty, "\(failures.map(\.description).joined(separator: "\n"))")
  }

  @Test(arguments: cases)
  func theAuditCoversTheRequiredPairs(theme: Theme, appearance: Appearance) {
    let requirements = ContrastAudit.requirements(theme: theme, appearance: appearance)
    func has(_ foreground: ThemeRole, on background: ThemeRole, _ minimum: Double) -> Bool {
      let fg = theme.color(foreground, in: appearance)
      let bg = theme.color(background, in: appearance)
      return requirements.contains { $0.foreground == fg && $0.background == bg && $0.minimum == minimum }
    }
    for text in [ThemeRole.textPrimary, .textSecondary] {
      for background in [ThemeRole.background, .backgroundSecondary] {
        #expect(has(text, on: background, 4.5), "\(text) on \(background)")
      }
    }
    #expect(has(.textDisabled, on: .background, 3))
    #expect(has(.textDisabled, on: .backgroundSecondary, 3))
    for variant in DSButtonVariant.allCases {
      for state in DSButtonState.allCases {
        #expect(requirements.contains { $0.context.hasSuffix("button \(variant.rawValue)/\(state.rawValue) label") })
      }
    }
  }

  @Test func aFailingPairNamesBothTokensAndTheRatio() {
    let bad = ContrastRequirement(
      context: "Broken (light) caption", foreground: Palette.black200.resolved(in: .light),
      background: Palette.background.resolved(in: .light), minimum: 4.5)
    let good = ContrastRequirement(
      context: "Fine (light) body", foreground: Palette.textPrimary.resolved(in: .light),
      background: Palette.background.resolved(in: .light), minimum: 4.5)
    let failures = ContrastAudit.check([good, bad])
    #expect(failures.count == 1)
    let failure = failures[0]
    #expect(failure.requirement == bad)
    #expect(abs(failure.ratio - 1.37) < 0.01)
    #expect(
      failure.description
        == "Broken (light) caption: black200 (#DCDCE0) on background (#FFFFFF) is 1.37:1, needs 4.50:1")
  }

  @Test func aThemeWithABadMappingFails() {
    var broken = Theme.standard
    broken.colors.textSecondary = .black300
    let failures = ContrastAudit.failures(theme: broken, appearance: .light)
    #expect(!failures.isEmpty)
    #expect(failures.allSatisfy { $0.requirement.foreground.name == "black300" })
    #expect(failures.contains { $0.description.hasPrefix("Standard (light) textSecondary: black300 (#C2C2C8) on") })
  }

  @Test func justBelowTheMinimumFails() {
    let grey = DSColor(name: "grey777", rgba: RGBAColor(rgb: 0x777777))
    let white = DSColor(name: "white", rgba: RGBAColor(rgb: 0xFFFFFF))
    let requirement = ContrastRequirement(context: "edge", foreground: grey, background: white, minimum: 4.5)
    #expect(ContrastAudit.check([requirement]).count == 1)
    let passing = ContrastRequirement(
      context: "edge", foreground: DSColor(name: "grey767676", rgba: RGBAColor(rgb: 0x767676)), background: white,
      minimum: 4.5)
    #expect(ContrastAudit.check([passing]).isEmpty)
  }
}

extension Appearance: CustomTestStringConvertible {
  public var testDescription: String { rawValue }
}
