import Testing

@testable import KeelDesign

@Suite struct PaletteTests {
  /// Seed 000's list: `black50-900`, `white`, `white50-200`, `primary50-900`, `secondary100-500`,
  /// `success100/500`, `warning100/500`, `error100/500`, `background`, `backgroundSecondary`,
  /// `textPrimary`, `textSecondary`, `textDisabled`.
  static let seedNames: [String] =
    ["black50"] + (1...9).map { "black\($0)00" } + ["white", "white50", "white100", "white200", "primary50"]
    + (1...9).map { "primary\($0)00" } + (1...5).map { "secondary\($0)00" }
    + ["success100", "success500", "warning100", "warning500", "error100", "error500"]
    + ["background", "backgroundSecondary", "textPrimary", "textSecondary", "textDisabled"]

  @Test func hasExactlyTheSeedsTokens() {
    #expect(Palette.allCases.map(\.rawValue) == Self.seedNames)
    #expect(Palette(rawValue: "black500") == .black500)
  }

  @Test func neutralRampDarkensInLightAndMirrorsInDark() {
    let ramp = Palette.allCases.filter { $0.group == .neutral }
    #expect(ramp.count == 10)
    let light = ramp.map(\.light.relativeLuminance)
    #expect(light == light.sorted(by: >), "black50 is lightest in light appearance")
    #expect(ramp.map(\.dark) == ramp.reversed().map(\.light))
  }

  @Test func brandRampsDarkenStepByStepInLight() {
    for group in [Palette.Group.primary, .secondary] {
      let luminance = Palette.allCases.filter { $0.group == group }.map(\.light.relativeLuminance)
      #expect(luminance == luminance.sorted(by: >), "\(group) ramp")
    }
  }

  @Test func whitesAreTheSameInBothAppearancesAndEverythingElseAdapts() {
    for token in Palette.allCases {
      if token.group == .white {
        #expect(token.light == token.dark, "\(token) is appearance-independent")
      } else {
        #expect(token.light != token.dark, "\(token) needs a dark value")
      }
    }
  }

  @Test func semanticBackgroundsAndTextFlipWithTheAppearance() {
    #expect(Palette.background.light.relativeLuminance > 0.9)
    #expect(Palette.background.dark.relativeLuminance < 0.01)
    #expect(Palette.textPrimary.light.relativeLuminance < 0.01)
    #expect(Palette.textPrimary.dark.relativeLuminance > 0.8)
  }

  @Test func fillStepsCarryAWhiteLabelInBothAppearances() {
    for token in [Palette.primary500, .primary600, .secondary500, .error500] {
      for appearance in Appearance.allCases {
        let ratio = Palette.white.color(in: appearance).contrastRatio(on: token.color(in: appearance))
        #expect(ratio >= 4.5, "white on \(token) (\(appearance)): \(ContrastAudit.format(ratio))")
      }
    }
  }

  @Test func textStepsReadOnTheBackgroundsInBothAppearances() {
    for token in [Palette.primary700, .primary800, .primary900, .secondary400] {
      for appearance in Appearance.allCases {
        for background in [Palette.background, .backgroundSecondary] {
          let ratio = token.color(in: appearance).contrastRatio(on: background.color(in: appearance))
          #expect(ratio >= 4.5, "\(token) on \(background) (\(appearance)): \(ContrastAudit.format(ratio))")
        }
      }
    }
  }

  @Test func resolvedColourIsNamedAfterTheToken() {
    let resolved = Palette.primary600.resolved(in: .dark)
    #expect(resolved.name == "primary600")
    #expect(resolved.rgba == Palette.primary600.dark)
    #expect(Palette.primary600.color(in: .light) == Palette.primary600.light)
  }
}
