import Foundation
import Testing

@testable import KeelDesign

@Suite struct DSButtonStyleTests {
  typealias Case = (DSButtonVariant, DSButtonState, Theme, Appearance)
  static let cases: [Case] = DSButtonVariant.allCases.flatMap { variant in
    DSButtonState.allCases.flatMap { state in
      Theme.builtIn.flatMap { theme in Appearance.allCases.map { (variant, state, theme, $0) } }
    }
  }

  static func style(_ c: Case, size: DSButtonSize = .medium) -> DSButtonStyle {
    DSButtonStyle.resolve(variant: c.0, size: size, state: c.1, theme: c.2, appearance: c.3)
  }

  @Test(arguments: cases)
  func resolvesEveryVariantStateAndTheme(
    variant: DSButtonVariant, state: DSButtonState, theme: Theme, appearance: Appearance
  ) {
    let c = (variant, state, theme, appearance)
    let style = Self.style(c)
    let normal = Self.style((variant, .normal, theme, appearance))
    let background = theme.color(.background, in: appearance)
    switch state {
    case .disabled:
      #expect(style.label == theme.color(.textDisabled, in: appearance))
      let expectedFill = variant == .tertiary ? DSColor.clear : theme.color(.disabledFill, in: appearance)
      #expect(style.fill == expectedFill)
      #expect(style.border == nil)
      #expect(!style.isInteractive)
      #expect(style.label.rgba.contrastRatio(on: style.fill.composited(over: background).rgba) >= 3)
    case .pressed:
      #expect(style.fill != normal.fill, "pressed must look different")
      #expect(style.fill.name.hasPrefix(normal.fill.name + " + "))
      #expect(style.label == normal.label)
      #expect(style.isInteractive)
    case .loading:
      #expect(style.showsProgress)
      #expect(style.fill == normal.fill && style.label == normal.label)
      #expect(!style.isInteractive, "a loading button ignores taps")
    case .normal:
      #expect(!style.showsProgress && style.isInteractive)
      let expectedLabel: ThemeRole =
        switch variant {
        case .primary: .onAccent
        case .secondary: .onSecondaryFill
        case .tertiary: .accentText
        case .destructive: .onDestructive
        }
      #expect(style.label == theme.color(expectedLabel, in: appearance))
    }
    if state != .disabled {
      for backdrop in [ThemeRole.background, .backgroundSecondary, .surface] {
        let surface = style.fill.composited(over: theme.color(backdrop, in: appearance))
        let ratio = style.label.rgba.contrastRatio(on: surface.rgba)
        #expect(ratio >= 4.5, "\(style.label) on \(surface): \(ContrastAudit.format(ratio))")
      }
    }
    #expect(style.cornerRadius == theme.controlRadius.points)
    #expect(style.fontDesign == theme.fontDesign)
    #expect((style.border == nil) == (style.borderWidth == 0))
  }

  @Test func sizesScaleTypeAndPaddingAndMeetTouchTargets() {
    let sizes = DSButtonSize.allCases.map {
      DSButtonStyle.resolve(variant: .primary, size: $0, state: .normal, theme: .standard, appearance: .light)
    }
    #expect(sizes.map(\.typography.size) == sizes.map(\.typography.size).sorted())
    #expect(sizes.map(\.horizontalPadding) == sizes.map(\.horizontalPadding).sorted())
    #expect(Set(sizes.map(\.minHeight)).count == 3)
    #expect(sizes[1].minHeight >= 44 && sizes[2].minHeight >= 44)
    #expect(sizes.allSatisfy { $0.typography.weight == .semibold })
  }

  /// Seed 002's sizes: type, padding and height per size, on the spacing scale.
  @Test(arguments: [
    (DSButtonSize.small, Typography.subheadline.semibold, DSSpacing.md, DSSpacing.xs, CGFloat(32)),
    (.medium, .headline.semibold, .lg, .md, 44),
    (.large, .title3.semibold, .xl, .lg, 56),
  ])
  func eachSizeHasItsMetricsInEveryVariantStateAndTheme(
    size: DSButtonSize, typography: Typography, horizontal: DSSpacing, vertical: DSSpacing, minHeight: CGFloat
  ) {
    // Metrics never depend on variant, state or theme, so a press or a theme switch cannot
    // make a button jump.
    for c in Self.cases {
      let style = Self.style(c, size: size)
      #expect(style.typography == typography, "\(size) \(c.0)/\(c.1)")
      #expect(style.horizontalPadding == horizontal.points && style.verticalPadding == vertical.points)
      #expect(style.minHeight == minHeight)
    }
  }

  @Test func variantsAreDistinguishable() {
    let fills = DSButtonVariant.allCases.map {
      DSButtonStyle.resolve(variant: $0, size: .medium, state: .normal, theme: .standard, appearance: .light).fill
    }
    #expect(Set(fills).count == DSButtonVariant.allCases.count)
  }
}
