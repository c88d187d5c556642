import Foundation
import Testing

@testable import KeelDesign

@Suite struct StyleGuidePageTests {
  static let html = StyleGuidePage.html()

  @Test func isOneCompleteHTMLDocument() {
    #expect(Self.html.hasPrefix("<!DOCTYPE html>"))
    #expect(Self.html.contains("</body></html>"))
    #expect(!Self.html.contains("src=") && !Self.html.contains("<link"), "self-contained: no external files")
  }

  @Test func showsEveryPaletteTokenInLightAndDark() {
    for token in Palette.allCases {
      #expect(Self.html.contains("<strong>\(token.rawValue)</strong>"), "\(token)")
      #expect(Self.html.contains("<code>\(token.light.hexString)</code> · <code>\(token.dark.hexString)</code>"))
      #expect(Self.html.contains("background:\(token.dark.css)"))
    }
  }

  @Test func showsTheTypographyScaleAtEveryWeight() {
    for style in TypographyStyle.allCases {
      #expect(Self.html.contains("<code>.\(style.rawValue)</code>"))
      #expect(Self.html.contains("font-size:\(Int(style.size))px"))
    }
    for weight in FontWeight.allCases { #expect(Self.html.contains("font-weight:\(weight.numericValue)")) }
    // Headline draws semibold whatever is asked, so it shows one sample, not four alike.
    #expect(occurrences(of: "(any weight asked for)", in: Self.html) == 1)
    #expect(occurrences(of: ">Bold</span>", in: Self.html) == TypographyStyle.allCases.count - 1)
  }

  @Test func showsEveryComponentStateForEachThemeInBothAppearances() {
    for theme in Theme.builtIn {
      #expect(Self.html.contains("<section id=\"theme-\(theme.id)\"><h2>Theme: \(theme.name)</h2>"))
    }
    let appearances = Theme.builtIn.count * Appearance.allCases.count
    let buttons =
      appearances * (DSButtonVariant.allCases.count * DSButtonState.allCases.count + DSButtonSize.allCases.count)
    #expect(occurrences(of: "<span class=\"button\"", in: Self.html) == buttons)
    #expect(
      occurrences(of: "<div class=\"row\"", in: Self.html)
        == appearances * DSListRowVariant.allCases.count * DSListRowState.allCases.count)
    #expect(
      occurrences(of: "<div class=\"card\"", in: Self.html)
        == appearances * DSCardVariant.allCases.count * DSCardState.allCases.count)
    #expect(occurrences(of: "pairs pass.", in: Self.html) == appearances)
  }

  @Test func reportsContrastFailuresOfABrokenTheme() {
    var broken = Theme.standard
    broken.colors.textSecondary = .black300
    let html = StyleGuidePage.html(themes: [broken])
    #expect(html.contains("class=\"fail\""))
    #expect(html.contains("black300 (#C2C2C8) on background (#FFFFFF)"))
  }

  @Test func escapesNames() {
    var theme = Theme.standard
    theme.name = "<Bold & \"new\">"
    let html = StyleGuidePage.html(themes: [theme], title: "A < B")
    #expect(html.contains("<title>A &lt; B</title>"))
    #expect(html.contains("Theme: &lt;Bold &amp; &quot;new&quot;&gt;"))
    #expect(!html.contains("<Bold"))
  }

  private func occurrences(of needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }
}
