import Testing

@testable import KeelDesign

@Suite struct DSToastStyleTests {
  @Test(arguments: Theme.builtIn, Appearance.allCases)
  func eachStyleUsesAButtonPairOfTheTheme(theme: Theme, appearance: Appearance) {
    let info = DSToastStyle.resolve(style: .info, theme: theme, appearance: appearance)
    #expect(info.background == theme.color(.secondaryFill, in: appearance))
    #expect(info.text == theme.color(.onSecondaryFill, in: appearance))
    let error = DSToastStyle.resolve(style: .error, theme: theme, appearance: appearance)
    #expect(error.background == theme.color(.destructive, in: appearance))
    #expect(error.text == theme.color(.onDestructive, in: appearance))
    #expect(info.systemImageName != error.systemImageName, "the kind is not told by colour alone")
  }

  @Test(arguments: Theme.builtIn, Appearance.allCases)
  func theTextIsReadableOnTheToast(theme: Theme, appearance: Appearance) {
    for style in ToastStyle.allCases {
      let resolved = DSToastStyle.resolve(style: style, theme: theme, appearance: appearance)
      #expect(resolved.text.rgba.contrastRatio(on: resolved.background.rgba) >= 4.5, "\(style)")
    }
  }
}
