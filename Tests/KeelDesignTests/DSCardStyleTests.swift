import Testing

@testable import KeelDesign

@Suite struct DSCardStyleTests {
  static let cases: [(DSCardVariant, DSCardState, Theme, Appearance)] = DSCardVariant.allCases.flatMap { variant in
    DSCardState.allCases.flatMap { state in
      Theme.builtIn.flatMap { theme in Appearance.allCases.map { (variant, state, theme, $0) } }
    }
  }

  @Test(arguments: cases)
  func resolvesEveryVariantStateAndTheme(
    variant: DSCardVariant, state: DSCardState, theme: Theme, appearance: Appearance
  ) {
    let style = DSCardStyle.resolve(variant: variant, state: state, theme: theme, appearance: appearance)
    let normal = DSCardStyle.resolve(variant: variant, state: .normal, theme: theme, appearance: appearance)
    switch variant {
    case .elevated: #expect(style.shadow.isVisible)
    case .outlined:
      #expect(style.border == theme.color(.border, in: appearance) && !style.shadow.isVisible)
    case .filled: #expect(style.border == nil && !style.shadow.isVisible)
    case .glass: #expect(style.background.rgba.alpha < 1, "glass is translucent")
    }
    if state == .pressed {
      #expect(style.background != normal.background)
      #expect(style.scale < 1)
    } else {
      #expect(style.scale == 1)
    }
    // A card must stand out from the screen it sits on: by its fill, an outline or a shadow.
    let screen = theme.color(.background, in: appearance).rgba
    let visibleFill = style.background.composited(over: theme.color(.background, in: appearance)).rgba != screen
    #expect(visibleFill || style.border != nil || style.shadow.isVisible, "\(variant) card vanishes on the screen")
    #expect(style.cornerRadius == theme.cardRadius.points)
    #expect((style.border == nil) == (style.borderWidth == 0))
    for backdrop in [ThemeRole.background, .backgroundSecondary] {
      let surface = style.background.composited(over: theme.color(backdrop, in: appearance))
      #expect(style.title.rgba.contrastRatio(on: surface.rgba) >= 4.5)
      #expect(style.body.rgba.contrastRatio(on: surface.rgba) >= 4.5)
    }
  }

  @Test func variantsDiffer() {
    let styles = DSCardVariant.allCases.map {
      DSCardStyle.resolve(variant: $0, state: .normal, theme: .standard, appearance: .light)
    }
    #expect(Set(styles).count == DSCardVariant.allCases.count)
  }
}
