import Testing

@testable import KeelDesign

@Suite struct MessageScreenStyleTests {
  static let cases: [(MessageScreenKind, Theme, Appearance)] = MessageScreenKind.allCases.flatMap { kind in
    Theme.builtIn.flatMap { theme in Appearance.allCases.map { (kind, theme, $0) } }
  }

  @Test(arguments: cases)
  func textIsReadableOnBothBackgrounds(kind: MessageScreenKind, theme: Theme, appearance: Appearance) {
    let style = MessageScreenStyle.resolve(kind: kind, theme: theme, appearance: appearance)
    for backdrop in [ThemeRole.background, .backgroundSecondary] {
      let screen = theme.color(backdrop, in: appearance).rgba
      #expect(style.title.rgba.contrastRatio(on: screen) >= 4.5, "\(kind) title on \(backdrop) in \(theme.id)")
      #expect(style.message.rgba.contrastRatio(on: screen) >= 4.5, "\(kind) message on \(backdrop) in \(theme.id)")
      // The symbol is a large graphic: WCAG's non-text 3:1.
      #expect(style.symbolColor.rgba.contrastRatio(on: screen) >= 3, "\(kind) symbol on \(backdrop) in \(theme.id)")
    }
  }

  @Test(arguments: Theme.builtIn)
  func anErrorIsDrawnInTheDestructiveColourAndAnEmptyStateQuietly(theme: Theme) {
    let error = MessageScreenStyle.resolve(kind: .error, theme: theme, appearance: .light)
    let empty = MessageScreenStyle.resolve(kind: .empty, theme: theme, appearance: .light)
    #expect(error.symbolColor == theme.color(.destructive, in: .light))
    #expect(empty.symbolColor == theme.color(.textSecondary, in: .light))
    #expect(error.buttonVariant == .primary)
    #expect(empty.buttonVariant == .secondary)
  }

  @Test func theTitleOutranksTheMessage() {
    let style = MessageScreenStyle.resolve(kind: .error, theme: .standard, appearance: .dark)
    #expect(style.titleTypography.size > style.messageTypography.size)
    #expect(style.symbolTypography.size > style.titleTypography.size)
    #expect(style.spacing == DSSpacing.md.points)
  }
}
