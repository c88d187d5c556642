import Foundation

/// One self-contained HTML page showing the design system to a person: the palette in light and
/// dark, the typography scale, spacing / radii / shadows, and every component in every variant
/// and state for each theme, with the theme's contrast audit. `keel design preview` writes it;
/// `scripts/test` keeps one in `.build-logs/style-guide.html`.
public enum StyleGuidePage {
  /// The whole style guide for `themes` as one self-contained HTML page titled `title`.
  public static func html(themes: [Theme] = Theme.builtIn, title: String = "Keel design system") -> String {
    var page = HTMLBuilder()
    page.raw(
      """
      <!DOCTYPE html>
      <html lang="en"><head><meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(escape(title))</title>
      <style>\(stylesheet)</style>
      </head><body>
      <header><h1>\(escape(title))</h1>
      <p>Generated from KeelDesign's tokens and style resolution: what you see here is what the SwiftUI \
      components draw. Themes: \(themes.map { escape($0.name) }.joined(separator: ", ")).</p>
      <nav><a href="#palette">Palette</a> · <a href="#typography">Typography</a> · \
      <a href="#tokens">Spacing, radii, shadows</a>\
      \(themes.map { " · <a href=\"#theme-\(escape($0.id))\">\(escape($0.name))</a>" }.joined())</nav>
      </header>
      """)
    palette(&page)
    typography(&page)
    tokens(&page)
    for theme in themes { themeSection(theme, &page) }
    page.raw("</body></html>\n")
    return page.text
  }

  // MARK: - Palette

  private static func palette(_ page: inout HTMLBuilder) {
    page.raw("<section id=\"palette\"><h2>Palette</h2>")
    page.raw("<p class=\"note\">Each swatch: light value on the left, dark value on the right.</p>")
    for group in Palette.Group.allCases {
      page.raw("<h3>\(group.rawValue.capitalized)</h3><div class=\"swatches\">")
      for token in Palette.allCases where token.group == group {
        page.raw(
          """
          <figure class="swatch"><div class="chips">\
          <div style="background:\(token.light.css)"></div><div style="background:\(token.dark.css)"></div></div>\
          <figcaption><strong>\(token.rawValue)</strong><br>\
          <code>\(token.light.hexString)</code> · <code>\(token.dark.hexString)</code></figcaption></figure>
          """)
      }
      page.raw("</div>")
    }
    page.raw("</section>")
  }

  // MARK: - Typography

  private static func typography(_ page: inout HTMLBuilder) {
    page.raw(
      """
      <section id="typography"><h2>Typography</h2>
      <p class="note">Sizes at the default Dynamic Type size; each style scales with its text style.</p>
      <table class="type"><tr><th>Style</th><th>Size / line</th><th>Dynamic Type</th><th>Use</th>\
      <th>Weights</th></tr>
      """)
    for style in TypographyStyle.allCases {
      // One sample per weight the style really draws: `headline` shows its semibold once.
      var drawn = Set<FontWeight>()
      let typographies = FontWeight.allCases.map { Typography(style, weight: $0) }
        .filter { drawn.insert($0.weight).inserted }
      let samples = typographies.map { typography in
        let name = typography.weight.rawValue.capitalized + (typographies.count == 1 ? " (any weight asked for)" : "")
        return "<span style=\"\(font(typography, design: .default))\">\(name)</span>"
      }
      page.raw(
        """
        <tr><td><code>.\(style.rawValue)</code></td><td>\(number(style.size)) / \(number(style.lineHeight)) pt</td>\
        <td><code>.\(style.dynamicTypeStyle.rawValue)</code></td><td>\(escape(style.useCase))</td>\
        <td class="samples">\(samples.joined(separator: " "))</td></tr>
        """)
    }
    page.raw("</table></section>")
  }

  // MARK: - Spacing, radii, shadows

  private static func tokens(_ page: inout HTMLBuilder) {
    page.raw(
      "<section id=\"tokens\"><h2>Spacing, radii, shadows</h2><div class=\"token-columns\"><div><h3>DSSpacing</h3>")
    for spacing in DSSpacing.allCases {
      page.raw(
        "<div class=\"bar-row\"><code>.\(spacing.rawValue)</code> \(number(spacing.points)) pt"
          + "<span class=\"bar\" style=\"width:\(number(spacing.points * 3))px\"></span></div>")
    }
    page.raw("</div><div><h3>DSRadii</h3><div class=\"boxes\">")
    for radius in DSRadii.allCases {
      page.raw(
        "<div class=\"box\" style=\"border-radius:\(number(min(radius.points, 32)))px\">"
          + "<code>.\(radius.rawValue)</code><br>\(number(radius.points)) pt</div>")
    }
    page.raw("</div></div><div><h3>DSShadows (light)</h3><div class=\"boxes\">")
    for level in DSShadows.allCases {
      page.raw(
        "<div class=\"box shadow\" style=\"\(shadow(level.shadow(in: .light)))\"><code>.\(level.rawValue)</code></div>")
    }
    page.raw("</div></div></div></section>")
  }

  // MARK: - Themes

  private static func themeSection(_ theme: Theme, _ page: inout HTMLBuilder) {
    page.raw(
      """
      <section id="theme-\(escape(theme.id))"><h2>Theme: \(escape(theme.name))</h2>
      <p class="note">Controls: <code>DSRadii.\(theme.controlRadius.rawValue)</code> corners; cards: \
      <code>DSRadii.\(theme.cardRadius.rawValue)</code>; font design: <code>\(theme.fontDesign.rawValue)</code>.</p>
      <div class="appearances">
      """)
    for appearance in Appearance.allCases {
      let background = theme.color(.background, in: appearance).rgba
      let text = theme.color(.textPrimary, in: appearance).rgba
      page.raw(
        """
        <div class="appearance" style="background:\(background.css);color:\(text.css);\
        font-family:\(fontFamily(theme.fontDesign))">
        <h3>\(appearance.rawValue.capitalized)</h3>
        """)
      buttons(theme, appearance, &page)
      listRows(theme, appearance, &page)
      cards(theme, appearance, &page)
      audit(theme, appearance, &page)
      page.raw("</div>")
    }
    page.raw("</div></section>")
  }

  private static func buttons(_ theme: Theme, _ appearance: Appearance, _ page: inout HTMLBuilder) {
    page.raw("<h4>DSButton</h4><table class=\"grid\"><tr><th></th>")
    for state in DSButtonState.allCases { page.raw("<th>\(state.rawValue)</th>") }
    page.raw("</tr>")
    for variant in DSButtonVariant.allCases {
      page.raw("<tr><th>\(variant.rawValue)</th>")
      for state in DSButtonState.allCases {
        let style = DSButtonStyle.resolve(
          variant: variant, size: .medium, state: state, theme: theme, appearance: appearance)
        page.raw("<td>\(button(style, title: "Continue"))</td>")
      }
      page.raw("</tr>")
    }
    page.raw("</table><div class=\"sizes\">")
    for size in DSButtonSize.allCases {
      let style = DSButtonStyle.resolve(
        variant: .primary, size: size, state: .normal, theme: theme, appearance: appearance)
      page.raw(button(style, title: size.rawValue.capitalized))
    }
    page.raw("</div>")
  }

  private static func button(_ style: DSButtonStyle, title: String) -> String {
    let border = style.border.map { "border:\(number(style.borderWidth))px solid \($0.rgba.css);" } ?? "border:0;"
    let label =
      style.showsProgress
      ? "<span class=\"hidden\">\(escape(title))</span><span class=\"spinner\" "
        + "style=\"border-color:\(style.label.rgba.css);border-right-color:transparent\"></span>"
      : escape(title)
    return """
      <span class="button" title="fill \(escape(style.fill.name)), label \(escape(style.label.name))" \
      style="background:\(style.fill.rgba.css);color:\(style.label.rgba.css);\(border)\
      border-radius:\(number(min(style.cornerRadius, style.minHeight / 2)))px;\
      padding:\(number(style.verticalPadding))px \(number(style.horizontalPadding))px;\
      min-height:\(number(style.minHeight - style.verticalPadding * 2 - style.borderWidth * 2))px;\
      \(font(style.typography, design: style.fontDesign))">\(label)</span>
      """
  }

  private static func listRows(_ theme: Theme, _ appearance: Appearance, _ page: inout HTMLBuilder) {
    page.raw("<h4>DSListRow</h4><div class=\"rows\">")
    for variant in DSListRowVariant.allCases {
      for state in DSListRowState.allCases {
        let style = DSListRowStyle.resolve(variant: variant, state: state, theme: theme, appearance: appearance)
        let detail =
          style.detail.map { color in
            let text = variant == .subtitle ? "Subtitle" : "Value"
            let layout = variant == .subtitle ? "display:block;" : "margin-left:auto;"
            let typography = font(style.detailTypography ?? .body.regular, design: style.fontDesign)
            return "<span style=\"\(layout)color:\(color.rgba.css);\(typography)\">\(text)</span>"
          } ?? ""
        var accessory = ""
        if let mark = style.accessory, let color = style.accessoryColor {
          accessory =
            "<span class=\"accessory\" style=\"color:\(color.rgba.css)\">\(mark == .chevron ? "›" : "✓")</span>"
        }
        let title =
          "<span style=\"color:\(style.title.rgba.css);\(font(style.titleTypography, design: style.fontDesign))\">"
          + "\(variant.rawValue.capitalized) · \(state.rawValue)</span>"
        let body = variant == .subtitle ? "<span>\(title)\(detail)</span>" : title + detail
        page.raw(
          """
          <div class="row" style="background:\(style.background.rgba.css);\
          border-bottom:1px solid \(style.separator.rgba.css);\
          min-height:\(number(style.minHeight - 2 * style.verticalPadding))px;\
          padding:\(number(style.verticalPadding))px \(number(style.horizontalPadding))px">\(body)\(accessory)</div>
          """)
      }
    }
    page.raw("</div>")
  }

  private static func cards(_ theme: Theme, _ appearance: Appearance, _ page: inout HTMLBuilder) {
    page.raw("<h4>DSCard</h4><div class=\"cards\">")
    for variant in DSCardVariant.allCases {
      for state in DSCardState.allCases {
        let style = DSCardStyle.resolve(variant: variant, state: state, theme: theme, appearance: appearance)
        let border = style.border.map { "border:\(number(style.borderWidth))px solid \($0.rgba.css);" } ?? ""
        page.raw(
          """
          <div class="card" style="background:\(style.background.rgba.css);\(border)\
          border-radius:\(number(style.cornerRadius))px;padding:\(number(style.padding))px;\(shadow(style.shadow));\
          transform:scale(\(number(style.scale)))">\
          <div style="color:\(style.title.rgba.css);\(font(style.titleTypography, design: style.fontDesign))">\
          \(variant.rawValue.capitalized) card</div>\
          <div style="color:\(style.body.rgba.css);\(font(style.bodyTypography, design: style.fontDesign))">\
          \(state.rawValue)</div></div>
          """)
      }
    }
    page.raw("</div>")
  }

  private static func audit(_ theme: Theme, _ appearance: Appearance, _ page: inout HTMLBuilder) {
    let requirements = ContrastAudit.requirements(theme: theme, appearance: appearance)
    let failures = ContrastAudit.check(requirements)
    let lowestText = requirements.filter { $0.minimum >= ContrastAudit.textMinimum }.min { $0.ratio < $1.ratio }
    page.raw("<h4>Contrast (WCAG 2)</h4><div class=\"audit\">")
    if failures.isEmpty {
      page.raw("<p>All \(requirements.count) pairs pass.")
      if let lowestText {
        page.raw(
          " Lowest text pair: \(escape(lowestText.foreground.name)) on \(escape(lowestText.background.name)), "
            + "\(ContrastAudit.format(lowestText.ratio)).")
      }
      page.raw("</p>")
    } else {
      page.raw("<p class=\"fail\">\(failures.count) of \(requirements.count) pairs fail:</p><ul>")
      for failure in failures { page.raw("<li>\(escape(failure.description))</li>") }
      page.raw("</ul>")
    }
    page.raw("<table class=\"ratios\"><tr><th>Text</th><th>on</th><th>ratio</th></tr>")
    let textRoles: [ThemeRole] = [.textPrimary, .textSecondary, .accentText, .textDisabled]
    for role in textRoles {
      for backdrop in [ThemeRole.background, .backgroundSecondary] {
        let foreground = theme.color(role, in: appearance)
        let background = theme.color(backdrop, in: appearance)
        page.raw(
          "<tr><td>\(role.rawValue)\(foreground.name == role.rawValue ? "" : " → \(foreground.name)")</td>"
            + "<td>\(backdrop.rawValue)</td>"
            + "<td>\(ContrastAudit.format(foreground.rgba.contrastRatio(on: background.rgba)))</td></tr>")
      }
    }
    page.raw("</table></div>")
  }

  // MARK: - Helpers

  private static func font(_ typography: Typography, design: FontDesign) -> String {
    "font-family:\(fontFamily(design));font-size:\(number(typography.size))px;"
      + "line-height:\(number(typography.lineHeight))px;font-weight:\(typography.weight.numericValue)"
  }

  private static func fontFamily(_ design: FontDesign) -> String {
    switch design {
    case .default: "-apple-system, system-ui, 'Helvetica Neue', sans-serif"
    case .rounded: "ui-rounded, 'SF Pro Rounded', 'Nunito', system-ui, sans-serif"
    case .serif: "ui-serif, 'New York', Georgia, serif"
    case .monospaced: "ui-monospace, 'SF Mono', Menlo, monospace"
    }
  }

  private static func shadow(_ shadow: DSShadow) -> String {
    guard shadow.isVisible else { return "box-shadow:none" }
    return "box-shadow:\(number(shadow.x))px \(number(shadow.y))px \(number(shadow.radius))px \(shadow.color.css)"
  }

  private static func number(_ value: Double) -> String {
    value.rounded() == value ? String(Int(value)) : String(format: "%.1f", value)
  }

  private static func number(_ value: CGFloat) -> String { number(Double(value)) }

  static func escape(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}

/// Accumulates the page's text.
private struct HTMLBuilder {
  var text = ""
  mutating func raw(_ html: String) { text += html + "\n" }
}
