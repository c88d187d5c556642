import Testing

@testable import KeelDesign

@Suite struct DSListRowStyleTests {
  static let cases: [(DSListRowVariant, DSListRowState, Theme, Appearance)] = DSListRowVariant.allCases.flatMap {
    variant in
    DSListRowState.allCases.flatMap { state in
      Theme.builtIn.flatMap { theme in Appearance.allCases.map { (variant, state, theme, $0) } }
    }
  }

  @Test(arguments: cases)
  func resolvesEveryVariantStateAndTheme(
    variant: DSListRowVariant, state: DSListRowState, theme: Theme, appearance: Appearance
  ) {
    let style = DSListRowStyle.resolve(variant: variant, state: state, theme: theme, appearance: appearance)
    let normal = DSListRowStyle.resolve(variant: variant, state: .normal, theme: theme, appearance: appearance)
    let color = { (role: ThemeRole) in theme.color(role, in: appearance) }

    #expect((style.detail != nil) == (variant == .subtitle || variant == .value))
    #expect((style.detailTypography != nil) == (style.detail != nil))
    switch state {
    case .normal:
      #expect(style.background == color(.surface))
      #expect(style.title == color(.textPrimary))
    case .pressed:
      #expect(style.background != normal.background)
      #expect(style.title == normal.title)
    case .selected:
      #expect(style.background == color(.selectedFill))
      #expect(style.accessory == .checkmark && style.accessoryColor == color(.accentText))
    case .disabled:
      #expect(style.title == color(.textDisabled))
      if let detail = style.detail { #expect(detail == color(.textDisabled)) }
      #expect(!style.isInteractive)
    }
    if variant == .navigation && state != .selected {
      #expect(style.accessory == .chevron)
    } else if state != .selected {
      #expect(style.accessory == nil && style.accessoryColor == nil)
    }
    let minimum = state == .disabled ? 3 : 4.5
    #expect(style.title.rgba.contrastRatio(on: style.background.rgba) >= minimum)
    if let detail = style.detail { #expect(detail.rgba.contrastRatio(on: style.background.rgba) >= minimum) }
    if let accessory = style.accessoryColor { #expect(accessory.rgba.contrastRatio(on: style.background.rgba) >= 3) }
    #expect(style.minHeight >= 44)
    #expect(style.fontDesign == theme.fontDesign)
  }
}
